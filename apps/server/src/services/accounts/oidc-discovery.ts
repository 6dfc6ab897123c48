/**
 * OpenID Connect discovery and ID token verification for social sign-in (docs/decisions/012).
 * Provider metadata is cached per issuer for an hour; keys come from the issuer's JWKS, which
 * jose re-fetches when a token names a key it has not seen, so key rotation needs nothing here.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { createLruCache } from '../lru-cache.ts'

/** The parts of `/.well-known/openid-configuration` we use. */
export interface OidcMetadata {
  issuer: string
  authorization_endpoint: string
  jwks_uri: string
}

/** The provider could not be reached or answered nonsense: not the caller's fault (503). */
export class OidcUnavailableError extends Error {}

/** The ID token is not acceptable; `reason` is for the log, never for the caller. */
export class IdTokenRejectedError extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`ID token rejected: ${reason}`)
    this.reason = reason
  }
}

/** Asymmetric algorithms only: an HS256 token "signed" with a public key must never pass. */
const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA']

/** Room for a provider's clock running a little ahead of ours. */
const CLOCK_TOLERANCE_SECONDS = 30

export interface OidcVerifier {
  metadata(issuer: string): Promise<OidcMetadata>
  /** The verified claims of an ID token issued by `issuer` for `clientId`; throws IdTokenRejectedError. */
  verifyIdToken(idToken: string, expected: { issuer: string; clientId: string }): Promise<JWTPayload>
}

export function createOidcVerifier({
  ttlMs = 60 * 60 * 1000,
  timeoutMs = 5000,
}: { ttlMs?: number; timeoutMs?: number } = {}): OidcVerifier {
  const metadataCache = createLruCache<OidcMetadata>({ max: 16, ttlMs })
  const keySets = new Map<string, JWTVerifyGetKey>()

  const metadata = (issuer: string) => metadataCache.get(issuer, () => discover(issuer, timeoutMs))

  function keySet(jwksUri: string): JWTVerifyGetKey {
    let keys = keySets.get(jwksUri)
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs })
      keySets.set(jwksUri, keys)
    }
    return keys
  }

  return {
    metadata,
    async verifyIdToken(idToken, { issuer, clientId }) {
      const { jwks_uri } = await metadata(issuer)
      try {
        const { payload } = await jwtVerify(idToken, keySet(jwks_uri), {
          issuer: acceptedIssuers(issuer),
          audience: clientId,
          algorithms: ACCEPTED_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'iat', 'exp'],
        })
        // OIDC Core 3.1.3.7: with several audiences, the authorized party must be us.
        if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId)
          throw new IdTokenRejectedError('azp is not our client id')
        return payload
      } catch (error) {
        if (error instanceof IdTokenRejectedError) throw error
        if (isTokenProblem(error)) {
          const claim = error instanceof errors.JWTClaimValidationFailed ? ` (${error.claim})` : ''
          throw new IdTokenRejectedError(`${error.code}${claim}`)
        }
        throw new OidcUnavailableError(`JWKS of ${issuer} unavailable`, { cause: error })
      }
    },
  }
}

/** Google still issues some tokens with its issuer written without the scheme. */
function acceptedIssuers(issuer: string): string | string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : issuer
}

/** JOSE errors describe the token, except the ones about fetching or reading the key set. */
function isTokenProblem(error: unknown): error is errors.JOSEError {
  return (
    error instanceof errors.JOSEError &&
    !(error instanceof errors.JWKSTimeout) &&
    !(error instanceof errors.JWKSInvalid) &&
    error.code !== 'ERR_JOSE_GENERIC'
  )
}

async function discover(issuer: string, timeoutMs: number): Promise<OidcMetadata> {
  let body: Partial<OidcMetadata>
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = (await response.json()) as Partial<OidcMetadata>
  } catch (error) {
    throw new OidcUnavailableError(`discovery of ${issuer} failed`, { cause: error })
  }
  // OIDC Discovery 4.3: the document must name the issuer it was fetched for.
  if (body.issuer !== issuer || !isHttpUrl(body.authorization_endpoint) || !isHttpUrl(body.jwks_uri))
    throw new OidcUnavailableError(`discovery document of ${issuer} is not usable`)
  return { issuer, authorization_endpoint: body.authorization_endpoint, jwks_uri: body.jwks_uri }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

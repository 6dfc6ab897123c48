/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for social sign-in tests. It
 * serves discovery and its JWKS over HTTP and issues ID tokens from its own authorization
 * endpoint. Its login and consent interaction completes at once for the account named in
 * login_hint, so a test drives the whole flow with fetch, cookies included.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
// @ts-expect-error -- oidc-provider 9 ships no type declarations
import Provider from 'oidc-provider'

/** Claims an account releases (besides sub, which is its id). */
export interface LocalAccount {
  email?: string
  /** Apple sends the string 'true'; leave it out to play Facebook. */
  email_verified?: boolean | string
  name?: string
  given_name?: string
  family_name?: string
}

export interface LocalOidcProviderOptions {
  /** Registered clients: id and the redirect URIs they may use. */
  clients: { clientId: string; redirectUris: string[] }[]
  accounts: Record<string, LocalAccount>
}

/** Where the provider sent the browser back, and with what. */
export interface AuthorizationResponse {
  responseMode: 'fragment' | 'form_post'
  /** The redirect_uri (fragment removed). */
  redirectUri: string
  params: URLSearchParams
}

export interface LocalOidcProvider {
  issuer: string
  /**
   * Runs the authorization request of `authorizationUrl` (its query, sent to this provider)
   * for `accountId`; `override` replaces parameters, e.g. another client_id.
   */
  authorize(
    authorizationUrl: string,
    accountId: string,
    override?: Record<string, string>,
  ): Promise<AuthorizationResponse>
  /** Signs arbitrary ID token claims with the provider's own key (cases its endpoint never produces). */
  sign(claims: JWTPayload): Promise<string>
  close(): Promise<void>
}

/** The few members of oidc-provider's Provider used here. */
interface ProviderInstance {
  callback(): http.RequestListener
  interactionDetails(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{ params: Record<string, string | undefined> }>
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>
  Grant: new (init: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
}

export async function startLocalOidcProvider({
  clients,
  accounts,
}: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  let provider: ProviderInstance | null = null
  const server = http.createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end()
    if (req.url?.startsWith('/interaction/')) return void finishInteraction(provider, req, res)
    provider.callback()(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = `test-${issuer.split(':').at(-1)}`
  const signingKey = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }

  provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: client.redirectUris,
      response_types: ['id_token'],
      grant_types: ['implicit'],
      token_endpoint_auth_method: 'none',
    })),
    responseTypes: ['id_token'],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    // 'name' is Apple's scope for the name claims.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      name: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes and storage keep the provider from printing its development notices.
    ttl: { Interaction: 600, Grant: 600, IdToken: 600, Session: 600 },
    adapter: MemoryAdapter,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts[id]
      return account && { accountId: id, claims: async () => ({ sub: id, ...account }) }
    },
  }) as ProviderInstance

  return {
    issuer,
    authorize: (authorizationUrl, accountId, override = {}) =>
      authorize(issuer, authorizationUrl, { ...override, login_hint: accountId }),
    sign: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

type Payload = Record<string, unknown>

/** oidc-provider's storage interface over a Map; its own in-memory default warns on every start. */
class MemoryAdapter {
  private static readonly rows = new Map<string, Payload>()
  private readonly name: string
  constructor(name: string) {
    this.name = name
  }
  private key(id: string) {
    return `${this.name}:${id}`
  }
  async upsert(id: string, payload: Payload) {
    MemoryAdapter.rows.set(this.key(id), payload)
  }
  async find(id: string) {
    return MemoryAdapter.rows.get(this.key(id))
  }
  async findByUid(uid: string) {
    return [...MemoryAdapter.rows.values()].find((row) => row.uid === uid)
  }
  async findByUserCode(userCode: string) {
    return [...MemoryAdapter.rows.values()].find((row) => row.userCode === userCode)
  }
  async consume(id: string) {
    const row = MemoryAdapter.rows.get(this.key(id))
    if (row) row.consumed = Math.floor(Date.now() / 1000)
  }
  async destroy(id: string) {
    MemoryAdapter.rows.delete(this.key(id))
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, row] of MemoryAdapter.rows) if (row.grantId === grantId) MemoryAdapter.rows.delete(key)
  }
}

/** Signs in (login prompt) and grants every requested scope (consent prompt) in one step. */
async function finishInteraction(
  provider: ProviderInstance,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  try {
    const { params } = await provider.interactionDetails(req, res)
    const accountId = params.login_hint ?? ''
    const grant = new provider.Grant({ accountId, clientId: params.client_id ?? '' })
    grant.addOIDCScope(params.scope ?? 'openid')
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
  }
}

/** Follows the provider's redirects like a browser (cookies kept) until it answers the client. */
async function authorize(
  issuer: string,
  authorizationUrl: string,
  override: Record<string, string>,
): Promise<AuthorizationResponse> {
  const url = new URL(`${issuer}/auth`)
  for (const [key, value] of new URL(authorizationUrl).searchParams) url.searchParams.set(key, value)
  for (const [key, value] of Object.entries(override)) url.searchParams.set(key, value)

  const cookies = new Map<string, string>()
  let next = url
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next)
      if (target.origin !== url.origin) {
        const params = new URLSearchParams(target.hash.slice(1))
        target.hash = ''
        return { responseMode: 'fragment', redirectUri: target.href, params }
      }
      next = target
      continue
    }
    const body = await response.text()
    const form = /<form method="post" action="([^"]+)">/.exec(body)
    if (form?.[1]) {
      const params = new URLSearchParams()
      for (const input of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
        params.set(input[1]!, decodeHtml(input[2]!))
      return { responseMode: 'form_post', redirectUri: decodeHtml(form[1]), params }
    }
    throw new Error(`The provider answered ${response.status}: ${body.slice(0, 500)}`)
  }
  throw new Error('The provider redirected too many times')
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

function decodeHtml(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/**
 * Social sign-in (Google, Facebook, Apple; docs/decisions/012): we start the provider's
 * implicit flow with a nonce of our own, verify the ID token that comes back, and create or
 * link the user. Nothing the browser says about the user is trusted; only the signed claims.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { JWTPayload } from 'jose'
import { socialIdentities, UserStatus, users, type User } from '@serendib/db/schema/users'
import type { Db, Tx } from '@serendib/db/client'
import { isEmail, NAME_MAX_LENGTH, type AccessTokenReply } from '@serendib/domain/accounts'
import { BadRequestError, ConflictError, DomainError, UnauthorizedError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { UserType } from '@serendib/domain/user-types'
import type { SocialProviderConfig, SocialProviderName } from '../../config.ts'
import { consume, RateLimits } from '../abuse/rate-limit.ts'
import { spendProof } from '../abuse/spent-proofs.ts'
import { IdTokenRejectedError, OidcUnavailableError, type OidcVerifier } from './oidc-discovery.ts'
import { issueAccessToken, revokeAllTokens } from './tokens.ts'
import { findUserByEmail, isUniqueViolation } from './users.ts'

/** Long enough to pick an account and pass a second factor at the provider. */
export const SOCIAL_NONCE_TTL_SECONDS = 10 * 60

/** Users and social_identities need an address; a provider may leave it out if the user says no. */
export const SOCIAL_EMAIL_REQUIRED = AccountMessages.socialEmailRequired

const NONCE_PATTERN = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/

function nonceMac(appSecret: string, provider: string, body: string): Buffer {
  return createHmac('sha256', appSecret).update(`social-nonce:${provider}:${body}`).digest()
}

/**
 * `random.expiry.hmac`: any app process can check it without a session, and it only works
 * for the provider it was made for. Single use is enforced on spending (spent_proofs).
 */
export function createSocialNonce(appSecret: string, provider: string, now = Date.now()): string {
  const expiry = Math.floor(now / 1000) + SOCIAL_NONCE_TTL_SECONDS
  const body = `${randomBytes(16).toString('base64url')}.${expiry}`
  return `${body}.${nonceMac(appSecret, provider, body).toString('base64url')}`
}

/** The expiry of a nonce we made for this provider and that has not expired yet; otherwise null. */
export function socialNonceExpiry(
  appSecret: string,
  provider: string,
  nonce: unknown,
  now = Date.now(),
): Date | null {
  const match = typeof nonce === 'string' ? NONCE_PATTERN.exec(nonce) : null
  if (!match) return null
  const [, random = '', expiry = '', mac = ''] = match
  const expected = nonceMac(appSecret, provider, `${random}.${expiry}`)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const expiresAt = new Date(Number(expiry) * 1000)
  return expiresAt.getTime() > now ? expiresAt : null
}

/**
 * Apple only sends the e-mail when asked with response_mode=form_post, which needs a server
 * endpoint; the others use the fragment, which only the page itself can read.
 */
export function socialRedirectUri(publicUrl: string, provider: SocialProviderName): string {
  return provider === 'apple' ? `${publicUrl}/api/auth/social/callback` : `${publicUrl}/login/social/callback`
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>

/** The provider is down or misconfigured: tell the person to try another way, tell ops why. */
function unavailable(log: Log, provider: SocialProviderConfig, error: unknown): never {
  log.warn({ provider: provider.provider, err: error }, 'social sign-in provider unavailable')
  throw new DomainError(AccountMessages.socialNotConfigured, 503)
}

/** The provider's authorization endpoint with our client id, redirect URI, state and nonce. */
export async function socialAuthorizationUrl(
  { oidc, appSecret, log }: Omit<SocialSignInContext, 'db'>,
  { provider, publicUrl }: { provider: SocialProviderConfig; publicUrl: string },
): Promise<string> {
  const metadata = await oidc.metadata(provider.issuer).catch((error) => unavailable(log, provider, error))
  const url = new URL(metadata.authorization_endpoint)
  const apple = provider.provider === 'apple'
  url.searchParams.set('response_type', 'id_token')
  url.searchParams.set('response_mode', apple ? 'form_post' : 'fragment')
  // Apple names its scopes differently; both give us the e-mail and, where offered, the name.
  url.searchParams.set('scope', apple ? 'openid email name' : 'openid email profile')
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', socialRedirectUri(publicUrl, provider.provider))
  // The page compares state with the copy it kept, so a stranger's token cannot be slipped in.
  url.searchParams.set('state', randomBytes(16).toString('base64url'))
  url.searchParams.set('nonce', createSocialNonce(appSecret, provider.provider))
  return url.href
}

export interface SocialProfile {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string
  lastName: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** What we take from verified claims. */
export function socialProfile(claims: JWTPayload): SocialProfile {
  const email = text(claims.email)
  let firstName = text(claims.given_name)
  let lastName = text(claims.family_name)
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/)
    firstName = first
    lastName = rest.join(' ')
  }
  return {
    subject: text(claims.sub),
    email: isEmail(email) ? email : null,
    // Apple sends the string 'true'. Facebook sends no email_verified at all, so its addresses
    // count as unverified: they create accounts but never take over an existing one.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: firstName.slice(0, NAME_MAX_LENGTH),
    lastName: lastName.slice(0, NAME_MAX_LENGTH),
  }
}

export interface SocialSignInContext {
  db: Db
  oidc: OidcVerifier
  appSecret: string
  log: Log
}

export interface SocialSignInInput {
  provider: SocialProviderConfig
  idToken: string
  /** Rate limit subject. */
  ip: string
}

/** Verifies the ID token, then finds, links or creates the user and issues our access token. */
export async function signInWithSocial(
  { db, oidc, appSecret, log }: SocialSignInContext,
  { provider, idToken, ip }: SocialSignInInput,
): Promise<AccessTokenReply> {
  const refuse = (reason: string): never => {
    // The reason helps support; the token itself never goes to the log.
    log.info({ provider: provider.provider, reason }, 'social sign-in refused')
    throw new UnauthorizedError(Messages.loginFailed)
  }
  await consume(db, RateLimits.socialPerIp, ip)
  let claims: JWTPayload
  try {
    claims = await oidc.verifyIdToken(idToken, provider)
  } catch (error) {
    if (error instanceof IdTokenRejectedError) return refuse(error.reason)
    if (error instanceof OidcUnavailableError) return unavailable(log, provider, error)
    throw error
  }
  const nonceExpiresAt = socialNonceExpiry(appSecret, provider.provider, claims.nonce)
  if (!nonceExpiresAt) return refuse('nonce missing, forged or expired')
  if (!(await spendProof(db, 'social-nonce', claims.nonce as string, nonceExpiresAt)))
    return refuse('nonce replayed')
  const profile = socialProfile(claims)
  const signIn = () =>
    db.transaction(async (tx) => {
      const user = await findOrLinkUser(tx, provider.provider, profile)
      if (user.status !== UserStatus.active) return refuse('user suspended')
      return issueAccessToken(tx, user.id)
    })
  try {
    return await signIn()
  } catch (error) {
    // Two first sign-ins of one person at once: the second finds the link the first made.
    if (isUniqueViolation(error)) return signIn()
    throw error
  }
}

async function findOrLinkUser(tx: Tx, provider: SocialProviderName, profile: SocialProfile): Promise<User> {
  const [linked] = await tx
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)))
    .limit(1)
  if (linked) return linked.user

  const { email } = profile
  if (!email) throw new BadRequestError(SOCIAL_EMAIL_REQUIRED)
  const identity = { provider, subject: profile.subject, email }
  const existing = await findUserByEmail(tx, email)
  if (existing) {
    // An unverified address proves nothing: linking on it would hand the account to whoever typed it.
    if (!profile.emailVerified) throw new ConflictError(AccountMessages.emailTaken)
    await tx.insert(socialIdentities).values({ ...identity, userId: existing.id })
    if (!existing.emailVerifiedAt) {
      // Whoever set this account's password never proved the address; the provider just did.
      // Dropping that password and its sessions stops a squatter keeping access.
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date(), passwordHash: null })
        .where(eq(users.id, existing.id))
      await revokeAllTokens(tx, existing.id)
    }
    return existing
  }

  const [created] = await tx
    .insert(users)
    .values({
      userType: UserType.customer,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email,
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    })
    .returning()
  await tx.insert(socialIdentities).values({ ...identity, userId: created!.id })
  return created!
}

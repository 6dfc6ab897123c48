import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { testDatabases } from '@serendib/db/testing'
import { accessTokens, socialIdentities, UserStatus, users } from '@serendib/db/schema/users'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { UserType } from '@serendib/domain/user-types'
import { buildTestApp, type TestApp } from '../../../test-app.ts'
import { findTokenOwner, issueAccessToken } from '../../../services/accounts/tokens.ts'
import { SOCIAL_EMAIL_REQUIRED } from '../../../services/accounts/social-sign-in.ts'
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../testing/local-oidc-provider.ts'

const publicUrl = 'https://serendib.test'
const clientId = 'serendib-web'
const redirectUris = [`${publicUrl}/login/social/callback`, `${publicUrl}/api/auth/social/callback`]

const accounts = {
  alice: { email: 'alice@example.com', email_verified: true, given_name: 'Alice', family_name: 'Perera' },
  bob: { email: 'bob@example.com', email_verified: true, name: 'Bob de Silva' },
  squatted: { email: 'squatted@example.com', email_verified: true, name: 'Real Owner' },
  // Like Facebook: an address without email_verified.
  carol: { email: 'carol@example.com', given_name: 'Carol' },
  dan: { email: 'dan@example.com', given_name: 'Dan' },
  nomail: { given_name: 'Nobody' },
  suspended: { email: 'suspended@example.com', email_verified: true },
  apple: { email: 'x7@privaterelay.appleid.com', email_verified: 'true' },
}

describe.each(testDatabases())('social sign-in on %s', (kind) => {
  let t: TestApp
  let op: LocalOidcProvider
  let stranger: LocalOidcProvider
  let address = 0

  beforeAll(async () => {
    op = await startLocalOidcProvider({
      clients: [
        { clientId, redirectUris },
        { clientId: 'someone-else', redirectUris },
      ],
      accounts,
    })
    // Another issuer that also knows our client id: its tokens are real, just not from our provider.
    stranger = await startLocalOidcProvider({ clients: [{ clientId, redirectUris }], accounts })
    t = await buildTestApp(kind, {
      seed: false,
      config: {
        publicUrl,
        socialProviders: [
          { provider: 'google', issuer: op.issuer, clientId },
          { provider: 'apple', issuer: op.issuer, clientId },
        ],
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await op?.close()
    await stranger?.close()
  })

  const db = () => t.database.db

  async function start(provider = 'google'): Promise<URL> {
    const response = await t.app.inject(`/api/auth/social/start?provider=${provider}`)
    expect(response.statusCode, response.body).toBe(200)
    return new URL(response.json<{ authorization_url: string }>().authorization_url)
  }

  /** A real ID token from the provider's authorization endpoint, with a nonce of ours. */
  async function realToken(account: keyof typeof accounts, override: Record<string, string> = {}) {
    const { params } = await op.authorize((await start()).href, account, override)
    return params.get('id_token') ?? ''
  }

  /** Claims like the provider's, with a fresh nonce of ours, for tokens the provider would not sign. */
  async function claims(extra: JWTPayload = {}): Promise<JWTPayload> {
    const now = Math.floor(Date.now() / 1000)
    const nonce = (await start()).searchParams.get('nonce') ?? ''
    return {
      iss: op.issuer,
      aud: clientId,
      sub: 'alice',
      ...accounts.alice,
      nonce,
      iat: now,
      exp: now + 600,
      ...extra,
    }
  }

  // Each call comes from its own address unless told otherwise, so the rate limit stays out of the way.
  function signIn(payload: object, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) {
    return t.app.inject({ method: 'POST', url: '/api/auth/social', payload, remoteAddress })
  }

  async function expectRefused(idToken: string, provider = 'google') {
    const response = await signIn({ provider, id_token: idToken })
    expect(response.statusCode, response.body).toBe(401)
    expect(response.json()).toEqual({ status: 'error', message: Messages.loginFailed })
  }

  const userByEmail = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0]

  it('starts the flow at the provider with our client, redirect URI, state and nonce', async () => {
    const response = await t.app.inject('/api/auth/social/start?provider=google')
    expect(response.headers['cache-control']).toBe('no-store')
    const url = new URL(response.json<{ authorization_url: string }>().authorization_url)
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      client_id: clientId,
      redirect_uri: `${publicUrl}/login/social/callback`,
    })
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{22}$/)
    expect(url.searchParams.get('nonce')).not.toBe((await start()).searchParams.get('nonce'))
    const apple = await start('apple')
    expect(apple.searchParams.get('response_mode')).toBe('form_post')
    expect(apple.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/auth/social/callback`)
  })

  it('creates a customer from a valid token and returns a working access token', async () => {
    const response = await signIn({ provider: 'google', id_token: await realToken('alice') })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const reply = response.json<{ token_type: string; access_token: string; expires_in: number }>()
    expect(reply).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      expires_in: expect.any(Number),
    })

    const user = await userByEmail('alice@example.com')
    expect(user).toMatchObject({ userType: UserType.customer, firstName: 'Alice', lastName: 'Perera' })
    expect(user?.passwordHash).toBeNull()
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date)
    const identities = await db().select().from(socialIdentities).where(eq(socialIdentities.userId, user!.id))
    expect(identities).toMatchObject([{ provider: 'google', subject: 'alice', email: 'alice@example.com' }])
    expect((await findTokenOwner(db(), reply.access_token))?.user.id).toBe(user!.id)
  })

  it('signs the same person in again as the same user', async () => {
    const [before] = await db().select({ n: count() }).from(users)
    const response = await signIn({ provider: 'google', id_token: await realToken('alice') })
    expect(response.statusCode, response.body).toBe(200)
    const [after] = await db().select({ n: count() }).from(users)
    expect(after?.n).toBe(before?.n)
    const user = await userByEmail('alice@example.com')
    const owner = await findTokenOwner(db(), response.json<{ access_token: string }>().access_token)
    expect(owner?.user.id).toBe(user!.id)
    const [identities] = await db().select({ n: count() }).from(socialIdentities)
    expect(identities?.n).toBe(1)
  })

  it('links a verified address to the existing password account, which keeps its password', async () => {
    const [existing] = await db()
      .insert(users)
      .values({
        userType: UserType.customer,
        email: 'Bob@Example.com',
        passwordHash: 'hash',
        emailVerifiedAt: new Date(),
      })
      .returning()
    const response = await signIn({ provider: 'google', id_token: await realToken('bob') })
    expect(response.statusCode, response.body).toBe(200)
    const owner = await findTokenOwner(db(), response.json<{ access_token: string }>().access_token)
    expect(owner?.user.id).toBe(existing!.id)
    expect(owner?.user.passwordHash).toBe('hash')
    const identity = await db().select().from(socialIdentities).where(eq(socialIdentities.subject, 'bob'))
    expect(identity).toMatchObject([{ userId: existing!.id, provider: 'google' }])
  })

  it('takes an unverified account back from whoever squatted the address', async () => {
    const [squatted] = await db()
      .insert(users)
      .values({ userType: UserType.customer, email: 'squatted@example.com', passwordHash: 'squatter' })
      .returning()
    const squatterSession = await issueAccessToken(db(), squatted!.id)
    const response = await signIn({ provider: 'google', id_token: await realToken('squatted') })
    expect(response.statusCode, response.body).toBe(200)
    const user = await userByEmail('squatted@example.com')
    expect(user?.passwordHash).toBeNull()
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date)
    expect(await findTokenOwner(db(), squatterSession.access_token)).toBeNull()
    expect(await findTokenOwner(db(), response.json<{ access_token: string }>().access_token)).not.toBeNull()
  })

  it('creates an account from an unverified address, but never links one', async () => {
    const created = await signIn({ provider: 'google', id_token: await realToken('carol') })
    expect(created.statusCode, created.body).toBe(200)
    expect((await userByEmail('carol@example.com'))?.emailVerifiedAt).toBeNull()

    await db()
      .insert(users)
      .values({ userType: UserType.customer, email: 'dan@example.com', passwordHash: 'hash' })
    const refused = await signIn({ provider: 'google', id_token: await realToken('dan') })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ status: 'error', message: AccountMessages.emailTaken })
    expect(await db().select().from(socialIdentities).where(eq(socialIdentities.subject, 'dan'))).toEqual([])
  })

  it('asks for the e-mail address when the provider did not share it', async () => {
    const response = await signIn({ provider: 'google', id_token: await realToken('nomail') })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'error', message: SOCIAL_EMAIL_REQUIRED })
  })

  it('refuses suspended users', async () => {
    await db().insert(users).values({
      userType: UserType.customer,
      email: 'suspended@example.com',
      emailVerifiedAt: new Date(),
      status: UserStatus.suspended,
    })
    await expectRefused(await realToken('suspended'))
    expect(
      await db().select().from(socialIdentities).where(eq(socialIdentities.subject, 'suspended')),
    ).toEqual([])
  })

  it('accepts idToken and the react-social-login user object', async () => {
    expect((await signIn({ provider: 'google', idToken: await realToken('alice') })).statusCode).toBe(200)
    const object = { _provider: 'google', _token: { idToken: await realToken('alice') } }
    expect((await signIn(object)).statusCode).toBe(200)
  })

  it("signs in with Apple through form_post, whose email_verified is the string 'true'", async () => {
    const answer = await op.authorize((await start('apple')).href, 'apple')
    expect(answer.responseMode).toBe('form_post')
    expect(answer.redirectUri).toBe(`${publicUrl}/api/auth/social/callback`)
    const relay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: answer.params.toString(),
    })
    expect(relay.statusCode, relay.body).toBe(303)
    const location = new URL(relay.headers.location as string, publicUrl)
    expect(location.pathname).toBe('/login/social/callback')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('state')).toBe(answer.params.get('state'))
    const response = await signIn({ provider: 'apple', id_token: fragment.get('id_token') })
    expect(response.statusCode, response.body).toBe(200)
    expect((await userByEmail(accounts.apple.email))?.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('answers 400 to a callback whose parts would make a Location a proxy refuses (issue 27)', async () => {
    const relay = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/social/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })
    const jwtLike = `eyJhbGciOiJSUzI1NiJ9.${'A'.repeat(2000)}.sig`
    const fine = await relay({ id_token: jwtLike, state: 'Zm9vYmFy-_', error: 'user_cancelled_authorize' })
    expect(fine.statusCode).toBe(303)
    for (const fields of [
      { id_token: 'ශ'.repeat(4000) },
      { id_token: `${jwtLike}${'A'.repeat(4096)}` },
      { id_token: 'not a token' },
      { id_token: jwtLike, state: 'ශ'.repeat(200) },
      { error: '"'.repeat(100) },
    ] as Record<string, string>[]) {
      const refused = await relay(fields)
      expect(refused.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400)
      expect(refused.headers.location).toBeUndefined()
    }
    // Every answer's headers fit nginx's default 4 KB buffer for them.
    const headers = Object.entries(fine.headers).map(([k, v]) => `${k}: ${String(v)}\r\n`)
    expect(headers.join('').length).toBeLessThan(4096)
  })

  it('refuses a token signed by another key', async () => {
    const genuine = await realToken('alice')
    const { privateKey } = await generateKeyPair('RS256')
    const forged = await new SignJWT(decodeJwt(genuine))
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(genuine).kid })
      .sign(privateKey)
    await expectRefused(forged)
    await expectRefused(`${genuine.slice(0, -4)}AAAA`)
  })

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    await expectRefused(await op.sign(await claims({ iat: now - 7200, exp: now - 3600 })))
  })

  it('refuses a token for another client', async () => {
    await expectRefused(await realToken('alice', { client_id: 'someone-else' }))
    await expectRefused(await op.sign(await claims({ aud: ['someone-else', clientId], azp: 'someone-else' })))
  })

  it('refuses a token from another issuer', async () => {
    await expectRefused(await op.sign(await claims({ iss: 'https://accounts.example' })))
    const { params } = await stranger.authorize((await start()).href, 'alice')
    await expectRefused(params.get('id_token') ?? '')
  })

  it('refuses missing, forged, misdirected and replayed nonces', async () => {
    await expectRefused(await op.sign(await claims({ nonce: undefined })))
    const nonce = String((await claims()).nonce)
    await expectRefused(await op.sign(await claims({ nonce: `${nonce.slice(0, -2)}AA` })))
    // A nonce made for Apple does not sign anyone in with Google.
    const appleNonce = (await start('apple')).searchParams.get('nonce') ?? ''
    await expectRefused(await op.sign(await claims({ nonce: appleNonce })))
    const token = await realToken('alice')
    expect((await signIn({ provider: 'google', id_token: token })).statusCode).toBe(200)
    await expectRefused(token)
  })

  it('answers 400 for providers that are not configured and for a missing token', async () => {
    for (const response of [
      await t.app.inject('/api/auth/social/start?provider=facebook'),
      await t.app.inject('/api/auth/social/start?provider=myspace'),
      await signIn({ provider: 'facebook', id_token: await realToken('alice') }),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ status: 'error', message: AccountMessages.socialNotConfigured })
    }
    expect((await signIn({ provider: 'google' })).statusCode).toBe(400)
  })

  it('limits sign-in attempts per address', async () => {
    const [tokensBefore] = await db().select({ n: count() }).from(accessTokens)
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await signIn({ provider: 'google', id_token: 'junk' }, '192.0.2.7')).statusCode).toBe(401)
    }
    const limited = await signIn({ provider: 'google', id_token: await realToken('alice') }, '192.0.2.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.json()).toEqual({ status: 'error', message: AccountMessages.tooManyAttempts })
    const [tokensAfter] = await db().select({ n: count() }).from(accessTokens)
    expect(tokensAfter?.n).toBe(tokensBefore?.n)
    // Other addresses are not affected.
    expect((await signIn({ provider: 'google', id_token: await realToken('alice') })).statusCode).toBe(200)
  })
})

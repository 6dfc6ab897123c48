import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import {
  accessTokens,
  oneTimeTokens,
  socialIdentities,
  supplierProfiles,
  UserStatus,
  users,
} from '@serendib/db/schema/users'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RESET_ANSWER_FLOOR_MS } from '../../services/accounts/password-reset.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import {
  accessToken,
  bearer,
  lastMailTo,
  linkIn,
  signIn,
  solvedCaptcha,
  webClient,
} from '../../testing/accounts.ts'

const strongPassword = 'Lanka-trip-2026'

describe.each(testDatabases())('accounts API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(async () => t?.close())

  let counter = 0
  const uniqueEmail = (prefix = 'traveller') => `${prefix}.${Date.now()}.${++counter}@example.com`

  // Each sign-up comes from its own address: the per-IP sign-up limit has a test of its own.
  const register = async (fields: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: `10.1.${Math.floor(counter / 250)}.${counter % 250}`,
      payload: {
        ...webClient,
        user_type: 3,
        first_name: 'Nimali',
        last_name: 'Perera',
        email: uniqueEmail(),
        password: strongPassword,
        confim_password: strongPassword,
        altcha: await solvedCaptcha(t.app),
        ...fields,
      },
    })

  const profile = (token: string) => t.app.inject({ url: '/api/account/profile', headers: bearer(token) })
  const update = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/profile/field/update',
      headers: bearer(token),
      payload,
    })

  describe('POST /oauth/token', () => {
    it('signs the demo customer in with an opaque, expiring bearer token stored only as a hash', async () => {
      const response = await signIn(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toEqual({ token_type: 'Bearer', access_token: expect.any(String), expires_in: 604800 })
      expect(body.access_token.length).toBeGreaterThanOrEqual(40)
      const stored = await t.database.db.select().from(accessTokens)
      expect(stored.some((row) => row.tokenHash === body.access_token)).toBe(false)
      expect((await profile(body.access_token)).json().email).toBe(DEMO_CUSTOMER_EMAIL)
    })

    it('accepts the form-encoded body OAuth clients send, and any case of the e-mail', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...webClient,
          grant_type: 'password',
          username: DEMO_CUSTOMER_EMAIL.toUpperCase(),
          password: DEMO_PASSWORD,
        }).toString(),
      })
      expect(response.statusCode).toBe(200)
    })

    it('refuses a wrong client with 401 and another grant with 400', async () => {
      for (const client of [
        { client_id: '2', client_secret: 'wrong-secret' },
        { client_id: '3', client_secret: webClient.client_secret },
        { client_id: '2' },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/oauth/token',
          payload: {
            ...client,
            grant_type: 'password',
            username: DEMO_CUSTOMER_EMAIL,
            password: DEMO_PASSWORD,
          },
        })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toMatchObject({ error: 'invalid_client' })
      }
      const grant = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { ...webClient, grant_type: 'client_credentials' },
      })
      expect(grant.statusCode).toBe(400)
      expect(grant.json().error).toBe('unsupported_grant_type')
    })

    it("answers a wrong password and an unknown e-mail alike: 401 'Invalid login information'", async () => {
      for (const [username, password] of [
        [DEMO_CUSTOMER_EMAIL, 'not-the-password'],
        ['nobody@example.com', DEMO_PASSWORD],
        ["' or 1=1 --", "' or 1=1 --"],
        ['', ''],
      ] as const) {
        const response = await signIn(t.app, username, password)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({
          status: 'error',
          error: 'invalid_grant',
          message: Messages.loginFailed,
        })
      }
    })

    it('logout revokes the token; expired tokens and tokens of suspended or deleted users are refused', async () => {
      const token = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
      expect((await profile(token)).statusCode).toBe(200)
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
      expect(logout.statusCode).toBe(200)
      expect((await profile(token)).statusCode).toBe(401)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
      ).toBe(401)

      const expiring = await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)
      await t.database.db
        .update(accessTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`revoked_at is null`)
      expect((await profile(expiring)).statusCode).toBe(401)

      const email = uniqueEmail('suspended')
      expect((await register({ email })).statusCode).toBe(201)
      const suspendedToken = await accessToken(t.app, email, strongPassword)
      await t.database.db.update(users).set({ status: UserStatus.suspended }).where(eq(users.email, email))
      expect((await profile(suspendedToken)).statusCode).toBe(401)
      // A disabled account is told so, but only once the password matched (decision 027).
      const refused = await signIn(t.app, email, strongPassword)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe(AccountMessages.accountDisabled)

      await t.database.db.delete(users).where(eq(users.email, email))
      expect((await profile(suspendedToken)).statusCode).toBe(401)
      expect((await profile('not-a-token')).statusCode).toBe(401)
      expect((await t.app.inject({ url: '/api/account/profile' })).json()).toEqual({
        status: 'error',
        message: AccountMessages.loginRequired,
      })
    })
  })

  describe('POST /api/register', () => {
    it('creates a customer with an argon2id hash and mails a single-use verification link', async () => {
      const email = uniqueEmail()
      const response = await register({ email, offers: true })
      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body).toMatchObject({ status: 'success', message: Messages.registrationSuccess })
      expect(body.data.user).toMatchObject({
        email,
        first_name: 'Nimali',
        user_type: 3,
        email_verified: false,
      })
      expect(response.body).not.toMatch(/hash|argon/i)

      const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
      expect(user?.passwordHash?.startsWith('argon2id$')).toBe(true)
      expect(user?.marketingOptIn).toBe(true)

      const link = linkIn(await lastMailTo(t.database, email, 'verify-email'), '/api/verify/email')
      const verified = await t.app.inject(link.pathname + link.search)
      expect(verified.statusCode).toBe(302)
      expect(verified.headers.location).toBe('/verify/complete')
      const [after] = await t.database.db.select().from(users).where(eq(users.email, email))
      expect(after?.emailVerifiedAt).toBeInstanceOf(Date)

      const again = await t.app.inject(link.pathname + link.search)
      expect(again.headers.location).toBe('/verify/failed')
      expect((await t.app.inject('/api/verify/email?token=forged')).headers.location).toBe('/verify/failed')
      expect((await accessToken(t.app, email, strongPassword)).length).toBeGreaterThan(20)
    })

    it('refuses an expired verification link', async () => {
      const email = uniqueEmail()
      await register({ email })
      const link = linkIn(await lastMailTo(t.database, email, 'verify-email'), '/api/verify/email')
      await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      expect((await t.app.inject(link.pathname + link.search)).headers.location).toBe('/verify/failed')
    })

    it('creates a supplier (type 2) with its supplier profile', async () => {
      const email = uniqueEmail('supplier')
      const response = await register({ email, user_type: 2 })
      expect(response.statusCode).toBe(201)
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
      expect(user?.userType).toBe(2)
      const profiles = await t.database.db
        .select()
        .from(supplierProfiles)
        .where(eq(supplierProfiles.userId, user!.id))
      expect(profiles).toHaveLength(1)

      // Its confirmation link ends on the supplier's page (portal sign-in, review next), not the traveller's.
      const link = linkIn(await lastMailTo(t.database, email, 'verify-email'), '/api/verify/email')
      const verified = await t.app.inject(link.pathname + link.search)
      expect(verified.statusCode).toBe(302)
      expect(verified.headers.location).toBe('/verify/complete?supplier=pending')
      await t.database.db.update(users).set({ approvalStatus: 1 }).where(eq(users.email, email))
      await t.app.inject({
        method: 'POST',
        url: '/api/verify/resend',
        headers: { authorization: `Bearer ${await accessToken(t.app, email, strongPassword)}` },
      })
      const again = linkIn(await lastMailTo(t.database, email, 'verify-email'), '/api/verify/email')
      expect((await t.app.inject(again.pathname + again.search)).headers.location).toBe(
        '/verify/complete?supplier=approved',
      )
    })

    it('lists what is wrong, the first entry readable on its own, and writes nothing', async () => {
      const before = await t.database.db.$count(users)
      const cases: [Record<string, unknown>, string][] = [
        [{ first_name: '' }, 'First name: Required'],
        [{ email: 'not-an-email' }, Messages.invalidEmail],
        [{ confim_password: 'Something-else-1' }, Messages.passwordsDoNotMatch],
        [{ password: 'short', confim_password: 'short' }, AccountMessages.weakPassword],
        [{ password: 'onlyletters', confim_password: 'onlyletters' }, AccountMessages.weakPassword],
        [{ altcha: '' }, Messages.captchaRequired],
        [
          { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
          AccountMessages.captchaFailed,
        ],
        [{ altcha: 'garbage' }, AccountMessages.captchaFailed],
        [{ user_type: 1 }, AccountMessages.invalidUserType],
        [{ email: DEMO_CUSTOMER_EMAIL.toUpperCase() }, AccountMessages.emailTaken],
      ]
      for (const [fields, message] of cases) {
        const response = await register(fields)
        expect(response.statusCode, JSON.stringify(fields)).toBe(422)
        const body = response.json()
        expect(body.status).toBe('error')
        expect(body.error[0]).toBe(message)
        expect(body.message).toBe(message)
      }
      const empty = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...webClient } })
      expect(empty.json().error).toEqual(
        expect.arrayContaining(['First name: Required', 'E-mail: Required', Messages.captchaRequired]),
      )
      expect(await t.database.db.$count(users)).toBe(before)
    })

    it('refuses a replayed captcha and a wrong client', async () => {
      const altcha = await solvedCaptcha(t.app)
      expect((await register({ altcha })).statusCode).toBe(201)
      const replay = await register({ altcha })
      expect(replay.statusCode).toBe(422)
      expect(replay.json().error[0]).toBe(AccountMessages.captchaFailed)
      expect((await register({ client_secret: 'nope' })).statusCode).toBe(401)
    })

    it('stores HTML in names as text and escapes it in the mail', async () => {
      const email = uniqueEmail()
      const name = '<img src=x onerror=alert(1)>'
      expect((await register({ email, first_name: name })).statusCode).toBe(201)
      const mail = await lastMailTo(t.database, email, 'verify-email')
      expect(mail?.html).not.toContain('<img src=x')
      expect(mail?.html).toContain('&lt;img')
      const token = await accessToken(t.app, email, strongPassword)
      expect((await profile(token)).json().first_name).toBe(name)
    })
  })

  describe('password reset', () => {
    it('mails a single-use link; the password changes only when it is used', async () => {
      const email = uniqueEmail()
      await register({ email })
      const sessionToken = await accessToken(t.app, email, strongPassword)

      const request = await t.app.inject({
        method: 'POST',
        url: '/api/client/chpwd',
        payload: { username: email },
      })
      expect(request.json()).toEqual({ status: 'success', message: Messages.passwordResetSent })
      expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(200)

      const link = linkIn(await lastMailTo(t.database, email, 'reset-password'), '/account/reset-password')
      const token = link.searchParams.get('token')
      expect((await t.app.inject(`/api/client/reset-password?token=${token}`)).json().data.valid).toBe(true)

      const reset = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/client/reset-password', payload: { token, ...payload } })
      expect((await reset({ password: 'weak', confim_password: 'weak' })).statusCode).toBe(422)
      expect(
        (await reset({ password: 'New-password-7', confim_password: 'Other-password-7' })).json().message,
      ).toBe(Messages.passwordsDoNotMatch)
      const done = await reset({ password: 'New-password-7', confim_password: 'New-password-7' })
      expect(done.json()).toEqual({ status: 'success', message: AccountMessages.passwordChanged })

      expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(401)
      expect((await signIn(t.app, email, 'New-password-7')).statusCode).toBe(200)
      expect((await profile(sessionToken)).statusCode).toBe(401)
      expect(await lastMailTo(t.database, email, 'password-changed')).toBeDefined()

      const reused = await reset({ password: 'Another-pass-8', confim_password: 'Another-pass-8' })
      expect(reused.statusCode).toBe(400)
      expect(reused.json().message).toBe(AccountMessages.resetLinkInvalid)
      expect((await t.app.inject(`/api/client/reset-password?token=${token}`)).json().data.valid).toBe(false)
    })

    it('drops social links made on an unverified address once the address owner resets', async () => {
      const email = uniqueEmail('squatted')
      await register({ email })
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
      await t.database.db
        .insert(socialIdentities)
        .values({ userId: user!.id, provider: 'facebook', subject: email })
      await t.app.inject({ method: 'POST', url: '/api/client/chpwd', payload: { username: email } })
      const link = linkIn(await lastMailTo(t.database, email, 'reset-password'), '/account/reset-password')
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/client/reset-password',
        payload: {
          token: link.searchParams.get('token'),
          password: 'Owner-pass-77',
          confim_password: 'Owner-pass-77',
        },
      })
      expect(done.statusCode).toBe(200)
      expect(
        await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user!.id)),
      ).toEqual([])
    })

    it('answers an unknown, suspended or known address alike, and mails only the active account', async () => {
      const known = uniqueEmail('known')
      const suspended = uniqueEmail('suspended')
      await register({ email: known })
      await register({ email: suspended })
      await t.database.db
        .update(users)
        .set({ status: UserStatus.suspended })
        .where(eq(users.email, suspended))
      const unknown = uniqueEmail('nobody')
      // Each from its own address, six times each: the same answers, the same 429 at the sixth.
      let n = 0
      const answers = async (username: string) => {
        const seen = []
        for (let i = 0; i < 6; i++) {
          const started = performance.now()
          const r = await t.app.inject({
            method: 'POST',
            url: '/api/client/chpwd',
            remoteAddress: `10.40.${counter}.${++n}`,
            payload: { username },
          })
          // Nor by its time: a known address's link and mail are hidden under the floor.
          if (r.statusCode === 200)
            expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS)
          seen.push({ status: r.statusCode, body: r.json(), retryAfter: Boolean(r.headers['retry-after']) })
        }
        return seen
      }
      const forKnown = await answers(known)
      expect(forKnown[0]).toEqual({
        status: 200,
        body: { status: 'success', message: Messages.passwordResetSent },
        retryAfter: false,
      })
      expect(forKnown[5]?.status).toBe(429)
      expect(await answers(unknown)).toEqual(forKnown)
      expect(await answers(suspended)).toEqual(forKnown)
      expect(await answers(unknown.toUpperCase())).toEqual(
        forKnown.map(() => expect.objectContaining({ status: 429 })),
      )
      expect(await lastMailTo(t.database, known, 'reset-password')).toBeDefined()
      expect(await lastMailTo(t.database, unknown)).toBeUndefined()
      expect(await lastMailTo(t.database, suspended, 'reset-password')).toBeUndefined()
    })

    it("says 'We could not find your account' for what cannot be an address, and mails nothing", async () => {
      for (const username of ['not an email', '', 42]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/client/chpwd',
          remoteAddress: '10.41.0.1',
          payload: { username },
        })
        expect(response.statusCode, String(username)).toBe(404)
        expect(response.json().message).toBe(Messages.passwordResetUnknownAccount)
      }
    })
  })

  describe('profile', () => {
    it('returns the user without secrets and updates one field at a time', async () => {
      const email = uniqueEmail()
      await register({ email })
      const token = await accessToken(t.app, email, strongPassword)
      const me = (await profile(token)).json()
      expect(Object.keys(me).sort()).toEqual(
        [
          'avatar',
          'email',
          'email_verified',
          'first_name',
          'id',
          'last_name',
          'phone_number',
          'user_type',
        ].sort(),
      )

      const renamed = await update(token, { field: 'last_name', value: '  Fernando ' })
      expect(renamed.json()).toMatchObject({ status: 'success', message: Messages.profileUpdated })
      expect((await profile(token)).json().last_name).toBe('Fernando')
      expect((await update(token, { field: 'phone', value: '+94 77 123 4567' })).statusCode).toBe(200)
      expect((await profile(token)).json().phone_number).toBe('+94 77 123 4567')

      for (const [payload, status, message] of [
        [{ field: 'user_type', value: '1' }, 422, AccountMessages.unknownProfileField],
        [{ field: 'password_hash', value: 'x' }, 422, AccountMessages.unknownProfileField],
        [{ field: 'first_name', value: '   ' }, 422, Messages.required],
        [{ field: 'phone_number', value: 'call me' }, 422, AccountMessages.invalidPhone],
        [{ field: 'email', value: 'nope' }, 422, Messages.invalidEmail],
        [{ field: 'email', value: DEMO_CUSTOMER_EMAIL }, 422, AccountMessages.emailChangePasswordRequired],
        [
          { field: 'email', value: DEMO_CUSTOMER_EMAIL, current_password: strongPassword },
          409,
          AccountMessages.emailTaken,
        ],
      ] as const) {
        const response = await update(token, payload)
        expect(response.statusCode, JSON.stringify(payload)).toBe(status)
        expect(response.json().message).toBe(message)
      }
      expect((await profile(token)).json().user_type).toBe(3)
      expect((await update('bad-token', { field: 'last_name', value: 'X' })).statusCode).toBe(401)
    })

    it("changes the e-mail only with the current password and the new address's link; the old one can undo", async () => {
      const email = uniqueEmail()
      await register({ email })
      const token = await accessToken(t.app, email, strongPassword)
      const newEmail = uniqueEmail('moved')

      const bare = await update(token, { field: 'email', value: newEmail })
      expect(bare.statusCode).toBe(422)
      expect(bare.json().message).toBe(AccountMessages.emailChangePasswordRequired)
      const wrong = await update(token, { field: 'email', value: newEmail, current_password: 'nope' })
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json().message).toBe(AccountMessages.currentPasswordWrong)
      expect(await lastMailTo(t.database, newEmail)).toBeUndefined()

      const asked = await update(token, { field: 'email', value: newEmail, current_password: strongPassword })
      expect(asked.statusCode).toBe(200)
      expect(asked.json().message).toBe(AccountMessages.emailChangeSent)
      // Nothing changes until the link is used: the old address still signs in.
      expect(asked.json().data).toMatchObject({ email })
      expect((await profile(token)).json().email).toBe(email)
      expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(200)
      expect(await lastMailTo(t.database, email, 'email-change-requested')).toBeDefined()

      const link = linkIn(await lastMailTo(t.database, newEmail, 'verify-email'), '/api/verify/email')
      expect((await t.app.inject(link.pathname + link.search)).headers.location).toBe('/verify/complete')
      expect((await profile(token)).json()).toMatchObject({ email: newEmail, email_verified: true })
      expect((await signIn(t.app, newEmail, strongPassword)).statusCode).toBe(200)
      expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(401)
      // A used link does not apply twice.
      expect((await t.app.inject(link.pathname + link.search)).headers.location).toBe('/verify/failed')

      // The old address is told, with a link that puts it back and signs every device out.
      const undo = linkIn(
        await lastMailTo(t.database, email, 'email-changed'),
        '/api/verify/undo-email-change',
      )
      const restored = await t.app.inject(undo.pathname + undo.search)
      expect(restored.headers.location).toBe('/verify/complete?restored=1')
      expect((await profile(token)).statusCode).toBe(401)
      expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(200)
      expect((await t.app.inject(undo.pathname + undo.search)).headers.location).toBe('/verify/failed')
    })

    it('lets the undo link work for 7 days, not longer', async () => {
      const email = uniqueEmail()
      await register({ email })
      const token = await accessToken(t.app, email, strongPassword)
      const newEmail = uniqueEmail('moved')
      await update(token, { field: 'email', value: newEmail, current_password: strongPassword })
      const link = linkIn(await lastMailTo(t.database, newEmail, 'verify-email'), '/api/verify/email')
      await t.app.inject(link.pathname + link.search)
      const [row] = await t.database.db
        .select({ expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.purpose, 'undo_email_change'))
        .orderBy(sql`${oneTimeTokens.id} desc`)
        .limit(1)
      const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(6.99)
      expect(days).toBeLessThanOrEqual(7)
      await t.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.purpose, 'undo_email_change'))
      const undo = linkIn(
        await lastMailTo(t.database, email, 'email-changed'),
        '/api/verify/undo-email-change',
      )
      expect((await t.app.inject(undo.pathname + undo.search)).headers.location).toBe('/verify/failed')
      expect((await profile(token)).json().email).toBe(newEmail)
    })

    it('changes the password only with the current one, ending the other sessions', async () => {
      const email = uniqueEmail()
      await register({ email })
      const token = await accessToken(t.app, email, strongPassword)
      const otherDevice = await accessToken(t.app, email, strongPassword)

      const missing = await update(token, { field: 'password', value: 'Brand-new-pass-9' })
      expect(missing.statusCode).toBe(422)
      expect(missing.json().message).toBe(AccountMessages.currentPasswordRequired)
      const wrong = await update(token, {
        field: 'password',
        value: 'Brand-new-pass-9',
        current_password: 'nope',
      })
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json().message).toBe(AccountMessages.currentPasswordWrong)

      const changed = await update(token, {
        field: 'password',
        value: 'Brand-new-pass-9',
        current_password: strongPassword,
      })
      expect(changed.statusCode).toBe(200)
      expect((await profile(token)).statusCode).toBe(200)
      expect((await profile(otherDevice)).statusCode).toBe(401)
      expect((await signIn(t.app, email, 'Brand-new-pass-9')).statusCode).toBe(200)
    })

    it('resends the verification link to the current address', async () => {
      const email = uniqueEmail()
      await register({ email })
      const token = await accessToken(t.app, email, strongPassword)
      const before = await lastMailTo(t.database, email, 'verify-email')
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verify/resend',
        headers: bearer(token),
      })
      expect(response.statusCode).toBe(200)
      expect((await lastMailTo(t.database, email, 'verify-email'))?.id).not.toBe(before?.id)
    })
  })
})

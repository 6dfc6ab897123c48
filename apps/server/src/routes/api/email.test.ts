import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { count, eq } from 'drizzle-orm'
import { inquiries, subscribers } from '@serendib/db/schema/inquiries'
import { emailOutbox } from '@serendib/db/schema/outbox'
import { testDatabases } from '@serendib/db/testing'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { RateLimits } from '../../services/abuse/rate-limit.ts'
import { createInjectApiClient } from '../../inject-api-client.ts'
import { buildAppOn, buildTestApp, type TestApp } from '../../test-app.ts'

/** Issue 12 item 5: Inquire Now and the deals list are limited per address and have a honeypot. */
describe.each(testDatabases())('inquiry and subscription abuse on %s', (kind) => {
  let t: TestApp
  let other: FastifyInstance
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
    other = await buildAppOn(t.database)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  let n = 0
  const inquiry = (remoteAddress: string, fields: Record<string, string> = {}) => {
    n++
    return (n % 2 ? t.app : other).inject({
      method: 'POST',
      url: '/api/email/inquiry',
      remoteAddress,
      payload: {
        name: 'Nimal',
        email: `nimal${n}@example.lk`,
        phone: '0771234567',
        message: `Question ${n}`,
        ...fields,
      },
    })
  }
  const subscribe = (remoteAddress: string, email: string, website?: string) =>
    t.app.inject({ method: 'POST', url: '/api/email/sub', remoteAddress, payload: { email, website } })
  const rows = async (table: typeof inquiries | typeof subscribers) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n
  const adminMails = async () =>
    (
      await t.database.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.template, 'inquiry'))
    )[0]!.n

  it('takes 5 inquiries an hour from one address, counted atomically over two processes', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => inquiry('10.30.0.1')))
    const sent = burst.filter((r) => r.statusCode === 200)
    console.warn(`20 concurrent inquiries from one address on ${kind}: ${sent.length} accepted`)
    expect(sent).toHaveLength(RateLimits.inquiriesPerIp.limit)
    const refused = burst.find((r) => r.statusCode === 429)
    expect(refused?.json().message).toBe(AccountMessages.tooManyAttempts)
    expect(await rows(inquiries)).toBe(RateLimits.inquiriesPerIp.limit)
    expect(await adminMails()).toBe(RateLimits.inquiriesPerIp.limit)
    expect((await inquiry('10.30.0.2')).statusCode).toBe(200)
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const [inquiriesBefore, mailsBefore, subscribersBefore] = [
      await rows(inquiries),
      await adminMails(),
      await rows(subscribers),
    ]
    const bot = await inquiry('10.31.0.1', { website: 'http://spam.example' })
    expect(bot.statusCode).toBe(200)
    expect(bot.json().message).toBe(Messages.inquirySuccess)
    const botSub = await subscribe('10.31.0.1', 'bot@example.lk', 'http://spam.example')
    expect(botSub.json().message).toBe(Messages.subscribeSuccess)
    expect(await rows(inquiries)).toBe(inquiriesBefore)
    expect(await adminMails()).toBe(mailsBefore)
    expect(await rows(subscribers)).toBe(subscribersBefore)
  })

  it('mails the admin once for one inquiry sent again and again', async () => {
    const before = [await rows(inquiries), await adminMails()]
    const same = { email: 'repeat@example.lk', message: 'Do you pick up from Negombo?' }
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => inquiry(`10.32.0.${i}`, same)))
    expect(replies.every((r) => r.statusCode === 200)).toBe(true)
    expect(await rows(inquiries)).toBe(before[0]! + 1)
    expect(await adminMails()).toBe(before[1]! + 1)
  })

  it('caps inquiry mails to the admin per hour; the rest wait in the console', async () => {
    const before = [await rows(inquiries), await adminMails()]
    const cap = RateLimits.inquiryMailsToAdmin.limit
    await Promise.all(Array.from({ length: cap + 10 }, (_, i) => inquiry(`10.33.${i >> 8}.${i & 255}`)))
    expect(await rows(inquiries)).toBe(before[0]! + cap + 10)
    expect(await adminMails()).toBe(cap)
  })

  it('takes 10 subscriptions an hour from one address', async () => {
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => subscribe('10.34.0.1', `deal${i}@example.lk`)),
    )
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(RateLimits.subscriptionsPerIp.limit)
    expect((await subscribe('10.34.0.2', 'other@example.lk')).statusCode).toBe(200)
  })

  it("counts a page's form post (through the in-process API client) against the visitor's address", async () => {
    const visitor = (ip: string) =>
      createInjectApiClient(t.app, { ip, id: 'req-x' } as unknown as FastifyRequest)
    const limit = RateLimits.subscriptionsPerIp.limit
    for (let i = 0; i < limit; i++) {
      expect((await visitor('10.35.0.1').post('/api/email/sub', { email: `page${i}@example.lk` })).ok).toBe(
        true,
      )
    }
    expect(
      (await visitor('10.35.0.1').post('/api/email/sub', { email: 'page-over@example.lk' })).status,
    ).toBe(429)
    expect((await visitor('10.35.0.2').post('/api/email/sub', { email: 'page-next@example.lk' })).ok).toBe(
      true,
    )
  })
})

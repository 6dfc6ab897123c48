import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '@serendib/db/client'
import { emailOutbox, OutboxStatus } from '@serendib/db/schema/outbox'
import { openTestDatabase, pgliteOnly, testDatabases } from '@serendib/db/testing'
import { enqueueEmail } from '../services/email/enqueue-email.ts'
import { verifyEmailMail } from '../services/email/templates.ts'
import { buildAppOn, buildTestApp } from '../test-app.ts'
import { header, startSmtp, textPart } from '../testing/smtp-inbox.ts'
import {
  claimDueEmails,
  deliverDueEmails,
  errorText,
  smtpSecrets,
  type DeliveryOptions,
} from './outbox-worker.ts'

const publicUrl = 'https://tours.example.lk'
const delivery: DeliveryOptions = { mailFrom: 'Serendib <no-reply@serendib.lk>', publicUrl }
const link = (token: string) => `${publicUrl}/verify/complete?token=${token}`

async function row(database: Database, id: number) {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  return found!
}

async function onlyId(database: Database): Promise<number> {
  const rows = await database.db.select({ id: emailOutbox.id }).from(emailOutbox)
  expect(rows).toHaveLength(1)
  return rows[0]!.id
}

/** Seconds until the row's next attempt, by the database clock. */
async function secondsUntilNextAttempt(database: Database, id: number): Promise<number> {
  const [r] = await database.execute<{ s: number }>(
    sql`select extract(epoch from next_attempt_at - now())::float8 as s from email_outbox where id = ${id}`,
  )
  return r!.s
}

const makeDue = (database: Database) =>
  database.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second'`)

describe.each(testDatabases())('e-mail outbox worker on %s', (kind) => {
  let database: Database
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let transport: ReturnType<typeof nodemailer.createTransport>

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    smtp = await startSmtp()
    transport = nodemailer.createTransport({ url: smtp.url })
  })
  afterAll(async () => {
    transport?.close()
    await smtp?.close()
    await database?.close()
  })
  beforeEach(async () => {
    await database.execute(sql`delete from email_outbox`)
    smtp.received.length = 0
    smtp.control.refuse = 0
  })

  it('delivers a pending mail once, with its link and a stable Message-ID', async () => {
    await enqueueEmail(
      database.db,
      verifyEmailMail({ email: 'asha@example.lk', firstName: 'Asha' }, link('abc')),
    )
    const id = await onlyId(database)
    expect(await deliverDueEmails(database, transport, delivery)).toEqual({
      claimed: 1,
      sent: 1,
      retried: 0,
      failed: 0,
      withdrawn: 0,
    })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.to).toEqual(['asha@example.lk'])
    expect(header(mail!.raw, 'Subject')).toBe('Confirm your e-mail address')
    expect(header(mail!.raw, 'Message-ID')).toMatch(
      new RegExp(`^<outbox\\.${id}\\.\\d+@tours\\.example\\.lk>$`),
    )
    expect(header(mail!.raw, 'Auto-Submitted')).toBe('auto-generated')
    const text = textPart(mail!.raw)
    expect(text).toContain(`Hello Asha,`)
    expect(text).toContain(link('abc'))
    expect(text).toContain(publicUrl)
    const stored = await row(database, id)
    expect(stored.status).toBe(OutboxStatus.sent)
    expect(stored.sentAt).toBeInstanceOf(Date)
    expect(stored.attempts).toBe(1)
    // Sent rows are never claimed again.
    await makeDue(database)
    expect((await deliverDueEmails(database, transport, delivery)).claimed).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })

  it('retries a refused mail after 1 then 5 minutes, then delivers it', async () => {
    await enqueueEmail(
      database.db,
      verifyEmailMail({ email: 'nimal@example.lk', firstName: 'Nimal' }, link('x')),
    )
    const id = await onlyId(database)
    smtp.control.refuse = 2
    expect((await deliverDueEmails(database, transport, delivery)).retried).toBe(1)
    let stored = await row(database, id)
    expect(stored).toMatchObject({ status: OutboxStatus.pending, attempts: 1 })
    expect(stored.lastError).toMatch(/451/)
    expect(await secondsUntilNextAttempt(database, id)).toBeGreaterThan(50)
    expect(await secondsUntilNextAttempt(database, id)).toBeLessThanOrEqual(60)
    // Not due yet: a round right away leaves it alone.
    expect((await deliverDueEmails(database, transport, delivery)).claimed).toBe(0)

    await makeDue(database)
    expect((await deliverDueEmails(database, transport, delivery)).retried).toBe(1)
    expect(await secondsUntilNextAttempt(database, id)).toBeGreaterThan(290)
    expect(smtp.received).toHaveLength(0)

    await makeDue(database)
    expect((await deliverDueEmails(database, transport, delivery)).sent).toBe(1)
    stored = await row(database, id)
    expect(stored).toMatchObject({ status: OutboxStatus.sent, attempts: 3, lastError: null })
    expect(smtp.received).toHaveLength(1)
  })

  it('marks a mail failed after the last attempt and never tries it again', async () => {
    await enqueueEmail(
      database.db,
      verifyEmailMail({ email: 'kamal@example.lk', firstName: 'Kamal' }, link('y')),
    )
    const id = await onlyId(database)
    // Five attempts already spent (1 min, 5 min, 30 min, 2 h, 6 h of waiting): this is the last.
    await database.execute(sql`update email_outbox set attempts = 5`)
    smtp.control.refuse = 1
    expect((await deliverDueEmails(database, transport, delivery)).failed).toBe(1)
    const stored = await row(database, id)
    expect(stored).toMatchObject({ status: OutboxStatus.failed, attempts: 6 })
    expect(stored.lastError).toMatch(/451/)
    await makeDue(database)
    expect((await deliverDueEmails(database, transport, delivery)).claimed).toBe(0)
    expect(smtp.received).toHaveLength(0)
  })

  it('never sends a mail whose transaction rolled back', async () => {
    await database
      .transaction(async (tx) => {
        await enqueueEmail(tx, verifyEmailMail({ email: 'ghost@example.lk', firstName: 'Ghost' }, link('z')))
        throw new Error('the sign-up failed')
      })
      .catch(() => {})
    expect((await deliverDueEmails(database, transport, delivery)).claimed).toBe(0)
    expect(smtp.received).toHaveLength(0)
  })

  it('sends every mail exactly once when workers race over the same rows', async () => {
    const count = 40
    for (let i = 0; i < count; i++) {
      await enqueueEmail(
        database.db,
        verifyEmailMail({ email: `u${i}@example.lk`, firstName: `U${i}` }, link(`t${i}`)),
      )
    }
    // Four workers, each with its own SMTP connection; on PostgreSQL they claim on separate connections.
    const transports = Array.from({ length: 4 }, () => nodemailer.createTransport({ url: smtp.url }))
    const worker = async (t: (typeof transports)[number]) => {
      let sent = 0
      for (;;) {
        const round = await deliverDueEmails(database, t, { ...delivery, batchSize: 3 })
        if (round.claimed === 0) return sent
        sent += round.sent
      }
    }
    const perWorker = await Promise.all(transports.map(worker))
    for (const t of transports) t.close()
    expect(perWorker.reduce((a, b) => a + b, 0)).toBe(count)
    const ids = smtp.received.map((m) => header(m.raw, 'Message-ID'))
    expect(new Set(ids).size).toBe(count)
    expect(smtp.received).toHaveLength(count)
    const [{ n }] = (await database.execute<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where status = 1 and attempts = 1`,
    )) as [{ n: number }]
    expect(n).toBe(count)
  })

  it('gives a leased row to nobody else until the lease runs out', async () => {
    await enqueueEmail(database.db, verifyEmailMail({ email: 'a@example.lk', firstName: 'A' }, link('l')))
    const [first] = await claimDueEmails(database)
    expect(first?.attempts).toBe(1)
    expect(await claimDueEmails(database)).toEqual([])
    // A worker that died mid-send: once its lease ends the row is due again.
    await makeDue(database)
    const [again] = await claimDueEmails(database)
    expect(again).toMatchObject({ id: first!.id, attempts: 2 })
  })
})

describe.each(pgliteOnly())('SMTP errors', () => {
  it('keeps the SMTP password out of stored errors', () => {
    const secrets = smtpSecrets('smtp://mailer:p%40ss%2Fword@smtp.example.lk:587')
    const error = new Error('Invalid login for mailer:p@ss/word and p%40ss%2Fword')
    expect(errorText(error, secrets)).toBe('Invalid login for mailer:*** and ***')
    expect(smtpSecrets('smtp://127.0.0.1:25')).toEqual([])
  })
})

describe.each(testDatabases())('outbox worker in the app on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
  })
  afterAll(async () => smtp?.close())
  let close: (() => Promise<void>) | undefined
  afterEach(async () => close?.())

  it('delivers a mail enqueued through the API', async () => {
    const t = await buildTestApp(kind, { seed: false, config: { smtpUrl: smtp.url, devMailbox: false } })
    close = t.close
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/inquiry',
      payload: {
        name: 'Nimal',
        email: 'nimal@example.lk',
        phone: '0771234567',
        message: 'Is Sigiriya busy?',
      },
    })
    expect(response.statusCode).toBe(200)
    for (let waited = 0; smtp.received.length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.to).toEqual(['admin@serendib.lk'])
    expect(header(mail!.raw, 'Subject')).toBe('New inquiry from Nimal')
    expect(header(mail!.raw, 'Message-ID')).toMatch(/@localhost>$/)
    expect(textPart(mail!.raw)).toContain('> Is Sigiriya busy?')
    // The row is marked sent right after the send.
    const status = async () => (await t.database.db.select().from(emailOutbox)).map((r) => r.status)
    for (let waited = 0; (await status())[0] !== OutboxStatus.sent && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await status()).toEqual([OutboxStatus.sent])
  })

  it('with MAIL_TRANSPORT=log writes each mail to the log, not its links, and marks it sent', async () => {
    smtp.received.length = 0
    const t = await buildTestApp(kind, { seed: false })
    close = t.close
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const app = await buildAppOn(t.database, { mailTransport: 'log', logLevel: 'info' }, { logStream })
    close = async () => {
      await app.close()
      await t.close()
    }
    await enqueueEmail(
      t.database.db,
      verifyEmailMail({ email: 'asha@example.lk', firstName: 'Asha' }, link('secret-token-1')),
    )
    const status = async () => (await t.database.db.select().from(emailOutbox)).map((r) => r.status)
    for (let waited = 0; (await status())[0] !== OutboxStatus.sent && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await status()).toEqual([OutboxStatus.sent])
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; mail?: Record<string, unknown> })
    const mail = logged.find((line) => line.mail)
    expect(mail?.msg).toBe('e-mail written to the log, not sent (MAIL_TRANSPORT=log)')
    expect(mail?.mail).toMatchObject({ to: 'asha@example.lk', subject: 'Confirm your e-mail address' })
    expect(lines.join('\n')).not.toContain('secret-token-1')
    expect(smtp.received).toHaveLength(0)
  })
})

/**
 * Sends the e-mail outbox over SMTP (docs/decisions/011-email-outbox.md). A round leases due
 * rows in one short statement (FOR UPDATE SKIP LOCKED, so concurrent processes never take the
 * same row), sends them with no transaction open (PGlite has one connection), then marks each
 * sent or schedules a retry. Delivery is at-least-once: a crash between sending and marking
 * resends the row with the same Message-ID, which receivers may use to drop the duplicate.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Database } from '@serendib/db/client'
import { OutboxStatus } from '@serendib/db/schema/outbox'
import { MailWithdrawnError } from '../services/email/mail-withdrawn.ts'

export interface OutboxWorkerOptions {
  smtpUrl: string | undefined
  /** MAIL_TRANSPORT: `log` writes each mail to the log instead; unset, SMTP when smtpUrl is set. */
  mailTransport?: 'smtp' | 'log' | undefined
  mailFrom: string
  publicUrl: string
  /**
   * Renders a booking's voucher PDF for mails that ask for it (attach_voucher); throws
   * MailWithdrawnError when the booking has none any more.
   */
  voucherPdf?: (reference: string) => Promise<Buffer>
}

/** What a round needs from nodemailer; tests may pass a fake. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>
}

/** Waits after the 1st, 2nd, … failed attempt; after the attempt that finds no wait left, the row is failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const
/** Longer than any single send may take (see the SMTP timeouts below), so a lease never runs out mid-send. */
export const LEASE_MS = 2 * 60_000
const POLL_MS = 2_000
const BATCH_SIZE = 20

export interface DeliveryOptions {
  mailFrom: string
  publicUrl: string
  batchSize?: number
  leaseMs?: number
  retryDelaysMs?: readonly number[]
  /** Strings that must never reach last_error or the log (the SMTP password). */
  secrets?: string[]
  onError?: (id: number, error: string) => void
  voucherPdf?: (reference: string) => Promise<Buffer>
}

export interface ClaimedEmail {
  id: number
  to: string
  subject: string
  html: string
  text: string
  template: string | null
  attachVoucher: string | null
  /** Counting this one. */
  attempts: number
  createdAt: Date
}

/**
 * Leases up to `limit` due pending rows: moves their next attempt past the lease and counts the
 * attempt, in one statement. Rows another process holds locked are skipped, and a row leased
 * a moment ago is no longer due, so no two callers get the same row while its lease lasts.
 */
export async function claimDueEmails(
  database: Pick<Database, 'execute'>,
  { limit = BATCH_SIZE, leaseMs = LEASE_MS }: { limit?: number; leaseMs?: number } = {},
): Promise<ClaimedEmail[]> {
  const rows = await database.execute<{
    id: number
    to_address: string
    subject: string
    html: string
    text: string
    template: string | null
    attach_voucher: string | null
    attempts: number
    created_at: string | Date
  }>(sql`
    with due as (
      select id from email_outbox
      where status = ${OutboxStatus.pending} and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update email_outbox o
    set attempts = o.attempts + 1, next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond'
    from due where o.id = due.id
    returning o.id, o.to_address, o.subject, o.html, o.text, o.template, o.attach_voucher, o.attempts, o.created_at`)
  return rows
    .map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      html: r.html,
      text: r.text,
      template: r.template,
      attachVoucher: r.attach_voucher,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
    }))
    .sort((a, b) => a.id - b.id)
}

/**
 * Stable per row (id and creation instant, so a recreated database never reuses one) and under
 * the public site's host, so a resend after a crash carries the same Message-ID.
 */
export function messageIdFor(email: Pick<ClaimedEmail, 'id' | 'createdAt'>, publicUrl: string): string {
  return `<outbox.${email.id}.${email.createdAt.getTime()}@${new URL(publicUrl).hostname}>`
}

/** One round: lease due rows, send each, record the outcome. Returns how many rows it handled. */
export async function deliverDueEmails(
  database: Pick<Database, 'execute'>,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<{ claimed: number; sent: number; retried: number; failed: number; withdrawn: number }> {
  const leaseMs = options.leaseMs ?? LEASE_MS
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const leasedAt = Date.now()
  const claimed = await claimDueEmails(database, { limit: options.batchSize ?? BATCH_SIZE, leaseMs })
  const result = { claimed: claimed.length, sent: 0, retried: 0, failed: 0, withdrawn: 0 }
  for (const email of claimed) {
    // A slow server ate half the lease: give the rest back rather than risk sending a row
    // whose lease runs out (and another process takes it) while we are still talking.
    if (Date.now() - leasedAt > leaseMs / 2) {
      await database.execute(sql`
        update email_outbox set attempts = attempts - 1, next_attempt_at = now()
        where id = ${email.id} and status = 0 and attempts = ${email.attempts}`)
      continue
    }
    try {
      // Rendered now, not stored: the outbox stays small and the voucher shows the latest state.
      const attachments =
        email.attachVoucher && options.voucherPdf
          ? [
              {
                filename: `voucher-${email.attachVoucher}.pdf`,
                content: await options.voucherPdf(email.attachVoucher),
                contentType: 'application/pdf',
              },
            ]
          : undefined
      await transport.sendMail({
        ...(attachments ? { attachments } : {}),
        from: options.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageIdFor(email, options.publicUrl),
        // RFC 3834: tells vacation responders not to answer a machine.
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
    } catch (error) {
      if (error instanceof MailWithdrawnError) {
        // No retry could send it: the row is final, with the reason for the console.
        await database.execute(sql`
          update email_outbox set status = ${OutboxStatus.withdrawn}, last_error = ${`Not sent: ${error.message}`}
          where id = ${email.id} and status = 0 and attempts = ${email.attempts}`)
        result.withdrawn++
        continue
      }
      const message = errorText(error, options.secrets ?? [])
      options.onError?.(email.id, message)
      const delay = delays[email.attempts - 1]
      // `attempts = …` guards against a lease that ran out and was taken by another process.
      if (delay === undefined) {
        await database.execute(sql`
          update email_outbox set status = ${OutboxStatus.failed}, last_error = ${message}
          where id = ${email.id} and status = 0 and attempts = ${email.attempts}`)
        result.failed++
      } else {
        await database.execute(sql`
          update email_outbox
          set last_error = ${message}, next_attempt_at = now() + ${delay}::int * interval '1 millisecond'
          where id = ${email.id} and status = 0 and attempts = ${email.attempts}`)
        result.retried++
      }
      continue
    }
    // The mail left: record it whoever holds the lease now.
    await database.execute(sql`
      update email_outbox set status = ${OutboxStatus.sent}, sent_at = now(), last_error = null
      where id = ${email.id} and status = ${OutboxStatus.pending}`)
    result.sent++
  }
  return result
}

/** The error as stored in last_error: short, and without the SMTP credentials. */
export function errorText(error: unknown, secrets: string[]): string {
  let text = error instanceof Error ? error.message : String(error)
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, '***')
  return text.slice(0, 1000)
}

/** The password of an SMTP URL, raw and decoded, for errorText. */
export function smtpSecrets(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl)
    return password ? [password, decodeURIComponent(password)] : []
  } catch {
    return []
  }
}

/**
 * MAIL_TRANSPORT=log: each mail becomes one log line and counts as sent; nothing leaves. Only the
 * envelope is logged: bodies carry reset and verification links, which never reach the log
 * (decision 031); admins read them in the console's outbox.
 */
export function logTransport(log: Pick<FastifyInstance['log'], 'info'>): MailTransport & { close(): void } {
  return {
    async sendMail(message) {
      const attachments = (message.attachments ?? []).map((a) => a.filename)
      log.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            messageId: message.messageId,
            ...(attachments.length ? { attachments } : {}),
          },
        },
        'e-mail written to the log, not sent (MAIL_TRANSPORT=log)',
      )
    },
    close() {},
  }
}

/**
 * Polls the outbox every 2 s while the app runs, when SMTP_URL (or MAIL_TRANSPORT=log) is set.
 * Without either, mail stays in the outbox, readable on the dev mailbox page.
 */
export default async function outboxWorker(app: FastifyInstance, options: OutboxWorkerOptions) {
  const toLog = options.mailTransport === 'log'
  if (!toLog && !options.smtpUrl) return
  const secrets = options.smtpUrl ? smtpSecrets(options.smtpUrl) : []
  const transport = toLog
    ? logTransport(app.log)
    : nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 2,
        // Bounded, so one send stays well inside the lease.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
  const delivery: DeliveryOptions = {
    mailFrom: options.mailFrom,
    publicUrl: options.publicUrl,
    secrets,
    voucherPdf: options.voucherPdf,
    onError: (id, error) => app.log.warn({ emailId: id, error }, 'e-mail not sent; will retry or give up'),
  }
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> | undefined

  const schedule = (ms: number) => {
    if (stopped) return
    timer = setTimeout(run, ms)
    timer.unref()
  }
  function run() {
    round = deliverDueEmails(app.database, transport, delivery)
      .then(({ claimed }) => schedule(claimed >= BATCH_SIZE ? 0 : POLL_MS))
      .catch((error: unknown) => {
        app.log.error({ error: errorText(error, secrets) }, 'e-mail outbox round failed')
        schedule(POLL_MS)
      })
  }

  app.addHook('onReady', async () => schedule(0))
  // Registered after the database plugin, so this runs before the database closes.
  app.addHook('onClose', async () => {
    stopped = true
    clearTimeout(timer)
    await round
    transport.close()
  })
}

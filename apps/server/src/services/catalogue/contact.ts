import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { inquiries, subscribers } from '@serendib/db/schema/inquiries'
import { inquiryError, subscriptionEmailError } from '@serendib/domain/contact-forms'
import { BadRequestError } from '@serendib/domain/errors'
import { consume, countHit, RateLimits } from '../abuse/rate-limit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { renderMail } from '../email/templates.ts'

type Db = Database['db']

export interface InquiryFields {
  name: string
  email: string
  phone: string
  message: string
}

/** Where a form was sent from, and its honeypot (issue 12 item 5). */
export interface VisitorContext {
  ip: string
  honeypot?: string | undefined
}

/** A bot filled the hidden field: it is told "sent" and nothing is kept. */
const isBot = (visitor: VisitorContext) => Boolean(visitor.honeypot?.trim())

/**
 * Stores an "Inquire Now" message and mails it to the admin in the same transaction: one mail
 * per inquiry, never a flood. Each address may send a few an hour; the same message again is
 * kept once; past an hourly cap for everyone, inquiries wait in the admin console unmailed.
 */
export async function submitInquiry(
  db: Db,
  input: Partial<InquiryFields>,
  adminEmail: string,
  visitor: VisitorContext,
): Promise<void> {
  await consume(db, RateLimits.inquiriesPerIp, visitor.ip)
  const problem = inquiryError(input)
  if (problem) throw new BadRequestError(problem)
  if (isBot(visitor)) return
  const fields = {
    name: input.name!.trim(),
    email: input.email!.trim(),
    phone: input.phone!.trim(),
    message: input.message!.trim(),
  }
  // Counted in one upsert, so a double submit racing itself still stores one.
  const same = await countHit(db, RateLimits.duplicateInquiry, `${fields.email}\n${fields.message}`)
  if (same.hits > RateLimits.duplicateInquiry.limit) return
  const mailed = await countHit(db, RateLimits.inquiryMailsToAdmin, 'all')
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values(fields)
    if (mailed.hits > RateLimits.inquiryMailsToAdmin.limit) return
    await enqueueEmail(tx, {
      to: adminEmail,
      subject: `New inquiry from ${fields.name}`,
      template: 'inquiry',
      ...renderMail({
        preview: `${fields.name} sent a message through Inquire Now.`,
        intro: ['A visitor sent a message through Inquire Now.'],
        details: [
          ['From', fields.name],
          ['E-mail', fields.email],
          ['Phone', fields.phone],
        ],
        quote: fields.message,
      }),
    })
  })
}

/**
 * Adds an address to the deals list. Subscribing twice is harmless: the second call changes
 * nothing and sends no second mail (and re-subscribes an address that had left).
 */
export async function subscribeToDeals(
  db: Db,
  rawEmail: unknown,
  adminEmail: string,
  visitor: VisitorContext,
): Promise<void> {
  await consume(db, RateLimits.subscriptionsPerIp, visitor.ip)
  const problem = subscriptionEmailError(rawEmail)
  if (problem) throw new BadRequestError(problem)
  if (isBot(visitor)) return
  const email = String(rawEmail).trim()
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscribers)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: subscribers.id })
    if (inserted.length === 0) {
      await tx
        .update(subscribers)
        .set({ unsubscribedAt: null })
        .where(sql`lower(${subscribers.email}) = lower(${email})`)
      return
    }
    await enqueueEmail(tx, {
      to: adminEmail,
      subject: 'New deals subscriber',
      template: 'deals-subscriber',
      ...renderMail({
        preview: `${email} subscribed to deals.`,
        intro: [`${email} subscribed to deals e-mails.`],
      }),
    })
  })
}

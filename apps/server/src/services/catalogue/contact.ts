import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { inquiries, subscribers } from '@serendib/db/schema/inquiries'
import { inquiryError, subscriptionEmailError } from '@serendib/domain/contact-forms'
import { BadRequestError } from '@serendib/domain/errors'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { renderMail } from '../email/templates.ts'

type Db = Database['db']

export interface InquiryFields {
  name: string
  email: string
  phone: string
  message: string
}

/** Stores an "Inquire Now" message and mails it to the admin in the same transaction. */
export async function submitInquiry(
  db: Db,
  input: Partial<InquiryFields>,
  adminEmail: string,
): Promise<void> {
  const problem = inquiryError(input)
  if (problem) throw new BadRequestError(problem)
  const fields = {
    name: input.name!.trim(),
    email: input.email!.trim(),
    phone: input.phone!.trim(),
    message: input.message!.trim(),
  }
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values(fields)
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
export async function subscribeToDeals(db: Db, rawEmail: unknown, adminEmail: string): Promise<void> {
  const problem = subscriptionEmailError(rawEmail)
  if (problem) throw new BadRequestError(problem)
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

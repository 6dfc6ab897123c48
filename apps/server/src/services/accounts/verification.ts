/** E-mail verification: the link from the sign-up (or e-mail change) mail, and resending it. */
import { and, eq, sql } from 'drizzle-orm'
import { users, type User } from '@serendib/db/schema/users'
import type { Database } from '@serendib/db/client'
import { consume, RateLimits } from '../abuse/rate-limit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { verifyEmailMail } from '../email/templates.ts'
import { consumeOneTimeLink, createOneTimeLink } from './one-time-links.ts'
import { verificationUrl } from './register.ts'
import { applyEmailChange } from './email-change.ts'

/** Whose address a good link confirmed: the page it ends on speaks to a supplier differently. */
export type VerifiedAccount = Pick<User, 'userType' | 'approvalStatus' | 'locale'>

/**
 * The account when the link was good: the address it was sent to is marked verified (an e-mail
 * change takes effect: email-change.ts); null otherwise. A link for an address the account no
 * longer uses verifies nothing (the user changed it since).
 */
export async function completeVerification(
  database: Database,
  token: unknown,
  publicUrl: string,
): Promise<VerifiedAccount | null> {
  return database.transaction(async (tx) => {
    const link = await consumeOneTimeLink(tx, token, ['verify_email', 'change_email'])
    const email = link?.payload?.email
    if (!link || !email) return null
    const account = { userType: users.userType, approvalStatus: users.approvalStatus, locale: users.locale }
    if (link.purpose === 'change_email') {
      if (!(await applyEmailChange(tx, link, publicUrl))) return null
      const [changed] = await tx.select(account).from(users).where(eq(users.id, link.userId))
      return changed ?? null
    }
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .returning(account)
    return verified ?? null
  })
}

/** A fresh verification link to the account's current address. */
export async function resendVerification(database: Database, user: User, publicUrl: string): Promise<void> {
  await consume(database.db, RateLimits.verificationMailsPerAccount, String(user.id))
  await database.transaction(async (tx) => {
    const token = await createOneTimeLink(tx, user.id, 'verify_email', { email: user.email })
    await enqueueEmail(
      tx,
      verifyEmailMail(
        { email: user.email, firstName: user.firstName, locale: user.locale },
        verificationUrl(publicUrl, token),
      ),
    )
  })
}

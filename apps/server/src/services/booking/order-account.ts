/**
 * A visitor's order gets its account only once it is paid (issue 12): 50 unpaid checkouts with
 * made-up addresses create no account and send no set-password mail. Runs in the settlement
 * transaction: the contact e-mail's customer account is found or made, and the order and its
 * bookings join it. A partner's (supplier's or admin's) e-mail gets no customer account and the
 * bookings stay guest bookings, so checkout never had to tell anyone whose address it was.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import { UserType } from '@serendib/domain/user-types'
import { createOneTimeLink, LinkLifetimeMinutes } from '../accounts/one-time-links.ts'
import { attachOrderBookings } from '../booking-core/booking-details.ts'
import { resetPasswordUrl } from '../accounts/password-reset.ts'
import { findUserByEmail } from '../accounts/users.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { mailLocale } from '../email/mail-i18n.ts'
import { setPasswordMail } from '../email/templates.ts'

export async function attachOrderAccount(tx: Tx, orderId: number, publicUrl: string): Promise<void> {
  const [order] = await queryRows<{
    user_id: number | null
    email: string | null
    first: string | null
    last: string | null
    phone: string | null
    locale: string | null
  }>(
    tx,
    sql`select o.user_id, coalesce(o.contact_email, b.contact_email) as email, b.contact_firstname as first,
               b.contact_lastname as last, b.contact_phone as phone, b.locale
          from orders o left join lateral (
                 select contact_email, contact_firstname, contact_lastname, contact_phone, locale
                   from bookings where order_id = o.id order by id limit 1) b on true
         where o.id = ${orderId}`,
  )
  if (!order || order.user_id !== null || !order.email) return
  let customer = await findUserByEmail(tx, order.email)
  if (customer && customer.userType !== UserType.customer) return
  if (!customer) {
    // Two paid orders of one new e-mail at once: the second finds the first one's account.
    const [made] = await tx
      .insert(users)
      .values({
        userType: UserType.customer,
        email: order.email,
        firstName: (order.first ?? '').slice(0, 80),
        lastName: (order.last ?? '').slice(0, 80),
        phoneNumber: order.phone ? order.phone.slice(0, 40) : null,
        // The account speaks the language its first booking was made in (decision 077).
        locale: mailLocale(order.locale),
      })
      .onConflictDoNothing()
      .returning()
    customer = made ?? (await findUserByEmail(tx, order.email))
    if (!customer) return
    if (made) {
      const token = await createOneTimeLink(tx, made.id, 'set_password')
      await enqueueEmail(
        tx,
        setPasswordMail(
          { email: made.email, firstName: made.firstName, locale: made.locale },
          resetPasswordUrl(publicUrl, token, made.locale),
          Math.round(LinkLifetimeMinutes.set_password / (24 * 60)),
        ),
      )
    }
  }
  await tx.execute(sql`update orders set user_id = ${customer.id}, updated_at = now() where id = ${orderId}`)
  await attachOrderBookings(tx, orderId, customer.id)
}

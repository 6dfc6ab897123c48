/**
 * What a hosted payment page (sandbox card form, PayHere hand-off) needs about one charge: the
 * amount, what it pays for, who pays, whether it can still be paid, and where the browser goes
 * afterwards. Read from the database each time, so a link never carries amounts or personal data.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { OrderStatus } from '@serendib/db/schema/orders'
import { PaymentKind, PaymentStatus } from '@serendib/db/schema/payments'
import { formatDisplayDate } from '@serendib/domain/dates'
import { localizedPath } from '@serendib/domain/i18n/locales'
import { travellerCountsText } from '../email/booking-templates.ts'
import { mailLocale } from '../email/mail-i18n.ts'
import { merchantReference } from './references.ts'

export interface PaymentPage {
  paymentId: number
  provider: string
  amountCents: number
  currency: string
  /** The order reference, or the booking reference for an amendment's balance. */
  reference: string
  /** What the provider sees as its order id (references.ts). */
  merchantReference: string
  paid: boolean
  /** The order expired (or is past its time): its seats are no longer held. */
  expired: boolean
  providerReference: string | null
  lines: { title: string; date: string; travellers: string }[]
  /** One line for the provider's "items" field. */
  description: string
  customer: { firstName: string; lastName: string; email: string; phone: string }
  completeUrl: string
  cancelUrl: string
}

interface Row extends Record<string, unknown> {
  id: number
  provider: string
  amount_cents: number
  currency: string
  status: number
  provider_reference: string | null
  order_reference: string | null
  order_status: number | null
  order_expired: boolean | null
  return_url: string | null
  amendment_id: number | null
  amendment_booking_id: number | null
  amendment_booking_reference: string | null
}

interface LineRow extends Record<string, unknown> {
  title: string
  start_date: string
  num_adults: number
  num_children: number
  num_infants: number
  contact_firstname: string
  contact_lastname: string
  contact_email: string
  contact_phone: string
  locale: string
}

/** The browser's way back: the checkout's origin when it is a plain http(s) URL, else our own. */
function siteOrigin(returnUrl: string | null, publicUrl: string): string {
  try {
    const url = new URL(returnUrl ?? '')
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // Not a URL: fall back to the public site.
  }
  return publicUrl
}

export async function loadPaymentPage(
  db: DbOrTx,
  paymentId: number,
  publicUrl: string,
  now = new Date(),
): Promise<PaymentPage | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select p.id, p.amendment_id, p.provider, p.amount_cents, p.currency, p.status, p.provider_reference,
               o.reference as order_reference, o.status as order_status,
               (o.status = ${OrderStatus.expired}
                 or (o.status = ${OrderStatus.awaitingPayment} and o.expires_at <= ${now.toISOString()}::timestamptz))
                 as order_expired,
               o.return_url, ab.id as amendment_booking_id, ab.booking_reference as amendment_booking_reference
          from payments p
          left join orders o on o.id = p.order_id
          left join amendments am on am.id = p.amendment_id
          -- an amendment's booking, or the booking whose balance this charge is (decision 075)
          left join bookings ab on ab.id = coalesce(am.booking_id,
                                                    case when p.order_id is null then p.booking_id end)
         where p.id = ${paymentId} and p.kind = ${PaymentKind.charge}`,
  )
  const reference = row?.order_reference ?? row?.amendment_booking_reference
  if (!row || !reference) return null
  const lines = await queryRows<LineRow>(
    db,
    sql`select a.title, b.start_date::text as start_date, b.num_adults, b.num_children, b.num_infants,
               b.contact_firstname, b.contact_lastname, b.contact_email, b.contact_phone, b.locale
          from bookings b join activities a on a.id = b.activity_id
         where ${row.order_reference ? sql`b.order_id = (select order_id from payments where id = ${paymentId})` : sql`b.id = ${row.amendment_booking_id}`}
         order by b.id`,
  )
  const first = lines[0]
  const site = siteOrigin(row.return_url, publicUrl)
  // Back to the pages in the language the order was made in (decision 077).
  const locale = mailLocale(first?.locale)
  const described = lines.map((l) => `${l.title} (${formatDisplayDate(l.start_date)})`).join(', ')
  return {
    paymentId: row.id,
    provider: row.provider,
    amountCents: row.amount_cents,
    currency: row.currency,
    reference,
    merchantReference: merchantReference(reference, row.id),
    paid: row.status === PaymentStatus.succeeded,
    expired: row.order_expired === true,
    providerReference: row.provider_reference,
    lines: lines.map((l) => ({
      title: l.title,
      date: formatDisplayDate(l.start_date),
      travellers: travellerCountsText({
        adults: l.num_adults,
        children: l.num_children,
        infants: l.num_infants,
      }),
    })),
    description: row.order_reference
      ? `Serendib order ${reference}: ${described}`
      : row.amendment_id === null
        ? `Serendib booking ${reference}: balance`
        : `Serendib booking ${reference}: amendment balance`,
    customer: {
      firstName: first?.contact_firstname ?? '',
      lastName: first?.contact_lastname ?? '',
      email: first?.contact_email ?? '',
      phone: first?.contact_phone ?? '',
    },
    completeUrl: row.order_reference
      ? `${site}${localizedPath(`/payment/complete?order=${encodeURIComponent(reference)}`, locale)}`
      : `${site}/account/booking/detail/${row.amendment_booking_id}`,
    cancelUrl: row.order_reference
      ? `${site}${localizedPath('/checkout', locale)}`
      : `${site}/account/booking/detail/${row.amendment_booking_id}`,
  }
}

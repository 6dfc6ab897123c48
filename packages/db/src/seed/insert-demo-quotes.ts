/**
 * Demo quotes (decision 079): the demo customer's open request for a tailored honeymoon, and a
 * Grand Tour made from an accepted quote whose 20 % deposit is paid, the balance due 14 days
 * before travel by its link (decision 075).
 */
import { sql } from 'drizzle-orm'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { quoteAmounts } from '@serendib/domain/quotes'
import { queryRows, type Tx } from '../client.ts'
import { quoteMessages, quotes } from '../schema/quotes.ts'
import { activityByKey, bookingRefs, DAY_MS, insertPaidBooking } from './demo-bookings.ts'
import type { CatalogueIds } from './insert-catalogue.ts'
import { DEMO_CUSTOMER_EMAIL } from './insert-demo-people.ts'

/** The demo's balance link of the quoted Grand Tour: /payments/balance/{token}. */
export const DEMO_QUOTE_BALANCE_TOKEN = 'demo-quote-balance-token-serendib-2026-grand'

export async function insertDemoQuotes(
  tx: Tx,
  { ids, today, now }: { ids: CatalogueIds; today: string; now: Date },
): Promise<void> {
  const [customer] = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where email = ${DEMO_CUSTOMER_EMAIL}`,
  )
  if (!customer) throw new Error('Demo seed: quotes need the demo customer')
  const contact = { name: 'Alex Morgan', email: DEMO_CUSTOMER_EMAIL, userId: customer.id }

  const honeymoon = bookingRefs(ids, activityByKey('honeymoon-island-escape-8-days'))
  const [open] = await tx
    .insert(quotes)
    .values({
      ...contact,
      activityId: honeymoon.activityId,
      supplierUserId: honeymoon.supplierUserId,
      startDate: addDays(today, 75),
      adults: 2,
      hotelClass: 'luxury',
      wishes: 'Our honeymoon: a villa with a pool in the south, and a day without driving after Ella.',
      createdAt: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: quotes.id })
  await tx.insert(quoteMessages).values({
    quoteId: open!.id,
    senderRole: 'traveller',
    message: 'We land at 06:10 on the first day; could the driver meet us at the airport?',
  })

  const grand = activityByKey('grand-tour-sri-lanka-12-days')
  const refs = bookingRefs(ids, grand)
  const start = addDays(today, 50)
  const answer = { totalCents: 486_000, depositPercent: 20, depositCents: null, balanceDaysBefore: 14 }
  const quotedAt = new Date(now.getTime() - 6 * DAY_MS)
  const amounts = quoteAmounts(answer, start, addDays(today, -5))
  const { bookingId } = await insertPaidBooking(tx, {
    reference: 'SB100900',
    userId: customer.id,
    ...refs,
    startDate: start,
    status: BookingStatus.confirmed,
    adults: 2,
    children: 2,
    lead: { firstName: 'Alex', lastName: 'Morgan', email: DEMO_CUSTOMER_EMAIL, phone: '+44 7700 900123' },
    bookedAt: new Date(now.getTime() - 5 * DAY_MS),
    remarks: `Tailored quote, comfort hotels`,
    amountCents: answer.totalCents,
    deposit: {
      upfrontCents: amounts.upfrontCents,
      balanceDueDate: amounts.balanceDueDate!,
      balanceToken: DEMO_QUOTE_BALANCE_TOKEN,
    },
  })
  await tx.insert(quotes).values({
    ...contact,
    activityId: refs.activityId,
    supplierUserId: refs.supplierUserId,
    state: 'accepted',
    startDate: start,
    adults: 2,
    children: 2,
    hotelClass: 'comfort',
    wishes: 'Two children (8 and 11): shorter drives, and a hotel with a pool in Kandy.',
    itinerary: grand.itinerary.map((item, i) => ({
      day: i + 1,
      title: item.label,
      description: item.summary,
    })),
    ...answer,
    validUntil: addDays(today, 1),
    quotedAt,
    bookingId,
    acceptedAt: new Date(now.getTime() - 5 * DAY_MS),
    createdAt: new Date(now.getTime() - 8 * DAY_MS),
  })
}

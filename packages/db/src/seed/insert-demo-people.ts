/**
 * The demo's logins besides the suppliers: an admin, and a customer whose booking history
 * exercises every account screen (upcoming, completed, reviewed, not yet reviewed,
 * cancelled, amended, messages, favourites).
 */
import { createHash } from 'node:crypto'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { TourType } from '@serendib/domain/tour-types'
import { UserType } from '@serendib/domain/user-types'
import type { Tx } from '../client.ts'
import { amendments } from '../schema/bookings.ts'
import { favourites } from '../schema/favourites.ts'
import { bookingMessages } from '../schema/messages.ts'
import { PaymentKind, PaymentStatus, payments } from '../schema/payments.ts'
import { reviews, reviewTokens } from '../schema/reviews.ts'
import { users } from '../schema/users.ts'
import { activities as seedActivities } from './content/activities.ts'
import type { SeedActivity } from './content/types.ts'
import { bookingRefs, DAY_MS, insertPaidBooking, priceCents, type DemoBookingInput } from './demo-bookings.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

export const DEMO_ADMIN_EMAIL = 'admin@serendib.lk'
export const DEMO_CUSTOMER_EMAIL = 'customer@serendib.lk'
/** The e-mailed review link of the demo customer's last, unreviewed tour: /tour/review/{token}. */
export const DEMO_REVIEW_TOKEN = 'demo-review-token-serendib-2026'

const customer = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: DEMO_CUSTOMER_EMAIL,
  phone: '+44 7700 900123',
}

export async function insertDemoPeople(
  tx: Tx,
  { ids, passwordHash, today, now }: { ids: CatalogueIds; passwordHash: string; today: string; now: Date },
): Promise<void> {
  await tx.insert(users).values({
    userType: UserType.admin,
    firstName: 'Serendib',
    lastName: 'Admin',
    email: DEMO_ADMIN_EMAIL,
    passwordHash,
    emailVerifiedAt: now,
  })
  const [user] = await tx
    .insert(users)
    .values({
      userType: UserType.customer,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phone,
      passwordHash,
      emailVerifiedAt: now,
      marketingOptIn: true,
    })
    .returning({ id: users.id })
  const userId = user!.id
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS)
  let sequence = 0
  const book = (
    activity: SeedActivity,
    startOffset: number,
    status: number,
    extra: Partial<DemoBookingInput> & { bookedDaysAgo: number },
  ) =>
    insertPaidBooking(tx, {
      reference: `SB${100001 + sequence++}`,
      userId,
      ...bookingRefs(ids, activity),
      startDate: addDays(today, startOffset),
      status,
      adults: 2,
      lead: customer,
      bookedAt: daysAgo(extra.bookedDaysAgo),
      remarks: 'Vegetarian meals please.',
      ...extra,
    })

  const ofType = (type: number) => seedActivities.filter((a) => a.tourType === type)
  const [round1, round2] = ofType(TourType.round)
  const [day1, day2, day3, day4] = ofType(TourType.day)
  const [act1, act2] = ofType(TourType.activity)
  const transfer = ofType(TourType.transport)[0]
  const onRequest = seedActivities.find((a) => a.saleType !== 1 && a.tourType !== TourType.transport) ?? act2
  if (!round1 || !round2 || !day1 || !day2 || !day3 || !day4 || !act1 || !act2 || !transfer || !onRequest) {
    throw new Error(
      'Demo seed: the demo customer needs at least 2 round tours, 4 day tours, 2 activities, 1 transfer',
    )
  }

  // Completed and reviewed (the dashboard's "How is your last Activity?" reads the latest).
  const reviewed = [
    [
      day1,
      45,
      5,
      'A perfect day out: punctual pick-up, a guide who loved his subject and lunch with a view.',
    ],
    [act1, 20, 4, 'Great fun and well organised. We would have liked a little more time at the end.'],
  ] as const
  for (const [activity, ago, rating, feedback] of reviewed) {
    const at = daysAgo(ago - 2)
    const { bookingId } = await book(activity, -ago, BookingStatus.completed, {
      bookedDaysAgo: ago + 30,
      completedAt: at,
    })
    const refs = bookingRefs(ids, activity)
    await tx.insert(reviews).values({
      bookingId,
      activityId: refs.activityId,
      userId,
      supplierUserId: refs.supplierUserId,
      rating,
      feedback,
      createdAt: at,
      updatedAt: at,
    })
  }

  // Completed, not yet reviewed: its e-mailed review link carries DEMO_REVIEW_TOKEN.
  const unreviewed = await book(day2, -5, BookingStatus.completed, {
    bookedDaysAgo: 30,
    completedAt: daysAgo(4),
  })
  await tx.insert(reviewTokens).values({
    bookingId: unreviewed.bookingId,
    tokenHash: createHash('sha256').update(DEMO_REVIEW_TOKEN).digest('hex'),
    expiresAt: new Date(now.getTime() + 60 * DAY_MS),
  })

  // Upcoming and confirmed, with a conversation whose last reply is unread (alert_client).
  const round = await book(round1, 14, BookingStatus.confirmed, {
    bookedDaysAgo: 10,
    children: 1,
    alertClient: true,
  })
  const supplierUserId = ids.suppliers.get(round1.supplier)
  await tx.insert(bookingMessages).values([
    {
      bookingId: round.bookingId,
      senderUserId: userId,
      senderRole: 'customer',
      recipientRole: 'supplier',
      message: 'Hello! Could we start an hour later on the first day? Our flight lands at 09:40.',
      createdAt: daysAgo(6),
    },
    {
      bookingId: round.bookingId,
      senderUserId: supplierUserId,
      senderRole: 'supplier',
      recipientRole: 'customer',
      message:
        'Of course. Your driver Sampath will meet you in the arrivals hall at 10:30 with a name board.',
      createdAt: daysAgo(5),
    },
    {
      // Shown to the customer as '*Removed by admin'.
      bookingId: round.bookingId,
      senderUserId: supplierUserId,
      senderRole: 'supplier',
      recipientRole: 'customer',
      message: 'Pay the driver in cash next time and we can give you a better price.',
      hidden: true,
      hiddenAt: daysAgo(4),
      createdAt: daysAgo(4),
    },
  ])

  // Upcoming, waiting for the supplier to confirm (an on-request tour). Booked a day ago: the
  // supplier has 48 hours to answer (RESPONSE_WINDOW_HOURS), so two days ago would put the
  // deadline at the seed's own moment and the expiry sweep would cancel it on the next tick.
  await book(onRequest, 30, BookingStatus.pending, { bookedDaysAgo: 1 })

  // Upcoming and confirmed, with a pending request to move the date and add a traveller.
  const amended = await book(act2, 21, BookingStatus.confirmed, { bookedDaysAgo: 12 })
  const newAmount = priceCents(act2, 3, 0, 0)
  await tx.insert(amendments).values({
    bookingId: amended.bookingId,
    status: 0,
    startDate: addDays(today, 23),
    locationId: bookingRefs(ids, act2).pickupLocationId,
    numAdults: 3,
    amendAmountCents: newAmount,
    balanceAmountCents: newAmount - amended.amountCents,
    requestedByUserId: userId,
    createdAt: daysAgo(1),
  })

  // Cancelled more than 24 hours before the start: refunded in full.
  const cancelled = await book(day3, 10, BookingStatus.canceled, {
    bookedDaysAgo: 15,
    canceledAt: daysAgo(3),
  })
  await tx.insert(payments).values({
    kind: PaymentKind.refund,
    bookingId: cancelled.bookingId,
    provider: 'sandbox',
    providerReference: `sandbox_refund_${cancelled.bookingId}`,
    amountCents: cancelled.amountCents,
    status: PaymentStatus.succeeded,
    completedAt: daysAgo(3),
  })

  await tx
    .insert(favourites)
    .values([round2, day4, transfer].map((a) => ({ userId, activityId: ids.activities.get(a.key) })))
}

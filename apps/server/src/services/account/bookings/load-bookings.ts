/**
 * Booking reads of the account area: a page of the customer's bookings, one booking in full,
 * and the lookups that decide who may see a booking. Whatever the page size, a page costs a
 * fixed handful of queries (rows and count, covers, reviews; travellers and amendments for show).
 */
import { bookingStatusChanges } from '@serendib/db/schema/audit'
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityPickupLocations } from '@serendib/db/schema/activity-details'
import { amendments, bookings, bookingTravellers } from '@serendib/db/schema/bookings'
import { locations } from '@serendib/db/schema/catalogue'
import { OrderStatus } from '@serendib/db/schema/orders'
import { reviews } from '@serendib/db/schema/reviews'
import { supplierProfiles, users } from '@serendib/db/schema/users'
import {
  ACTIVE_STATUSES,
  COMPLETED_TABLE_STATUSES,
  ENDED_STATUSES,
  type BookingList,
} from '@serendib/domain/booking-status'
import { todayInColombo } from '@serendib/domain/dates'
import type { BookingJson, BookingsPage } from '@serendib/domain/booking-json'
import { NotFoundError } from '@serendib/domain/errors'
import { BOOKINGS_PAGE_SIZE } from '@serendib/domain/site'
import { coversOf } from '../../catalogue/activity-cards.ts'
import { dayOfPhone } from '../../booking/day-of-phone.ts'
import { localOptionLabel } from '../../booking/booked-option.ts'
import { optionTranslations } from '../../catalogue/option-translations.ts'
import { bookingJson, type AmendmentRow, type BookingRow } from './booking-json.ts'
import { paymentHistory } from '@serendib/domain/payment-history'
import { bookingPayments } from '../../admin/bookings/payments-json.ts'
import { clearAlert } from './comments.ts'

export type BookingListFilter = BookingList | undefined

/** Unpaid checkouts are not bookings yet (docs/account-area-api.md), and deleted ones never were. */
export const isPaidBooking: SQL = sql`(${bookings.paymentAmountCents} > 0 or exists (
  select 1 from orders o where o.id = ${bookings.orderId} and o.status = ${OrderStatus.paid}))`

const customerBookings = (userId: number) =>
  and(eq(bookings.userId, userId), isNull(bookings.deletedAt), isPaidBooking)

/** Booking rows with what the Booking object shows of the tour, supplier and pick-up point. */
function selectBookingRows(db: DbOrTx) {
  return db
    .select({
      booking: bookings,
      activity: {
        id: activities.id,
        title: activities.title,
        tourType: activities.tourType,
        fullSeoUrl: activities.fullSeoUrl,
        durationValue: activities.durationValue,
        durationUnit: activities.durationUnit,
        saleType: activities.saleType,
        tourId: activities.tourId,
        // The voucher's number on the day, not only the tour's (issue 30: the two disagreed).
        contactNumber: dayOfPhone({
          tour: sql`${activities.contactNumber}`,
          mobile: sql`${supplierProfiles.contactMobilePhone}`,
          office: sql`${supplierProfiles.workFixedPhone}`,
          account: sql`${users.phoneNumber}`,
        }),
      },
      supplierName: sql<string>`coalesce(nullif(${supplierProfiles.workName}, ''),
        trim(${users.firstName} || ' ' || ${users.lastName}))`,
      locationName: locations.name,
      pointPickupTime: activityPickupLocations.pickupTime,
      pointMinutesBeforeStart: activityPickupLocations.minutesBeforeStart,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(users, eq(users.id, bookings.supplierUserId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, bookings.supplierUserId))
    .leftJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(
      activityPickupLocations,
      and(
        eq(activityPickupLocations.activityId, bookings.activityId),
        eq(activityPickupLocations.locationId, bookings.locationId),
      ),
    )
}

/** Turns booking rows into Booking objects; `detail` adds travellers and amendments. */
export async function bookingsJson(
  db: DbOrTx,
  rows: BookingRow[],
  { detail = false }: { detail?: boolean } = {},
): Promise<BookingJson[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.booking.id)
  const [covers, reviewRows, travellerRows, amendmentRows, reasonRows] = await Promise.all([
    coversOf(db, [...new Set(rows.map((r) => r.booking.activityId))]),
    db
      .select({
        bookingId: reviews.bookingId,
        id: reviews.id,
        rating: reviews.rating,
        feedback: reviews.feedback,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(inArray(reviews.bookingId, ids)),
    detail
      ? db
          .select()
          .from(bookingTravellers)
          .where(inArray(bookingTravellers.bookingId, ids))
          .orderBy(asc(bookingTravellers.sortOrder), asc(bookingTravellers.id))
      : [],
    detail
      ? db
          .select({ amendment: amendments, locationName: locations.name })
          .from(amendments)
          .leftJoin(locations, eq(locations.id, amendments.locationId))
          .where(inArray(amendments.bookingId, ids))
          .orderBy(asc(amendments.createdAt), asc(amendments.id))
      : [],
    // The customer reads why a supplier (or the response deadline) closed the booking.
    detail
      ? db
          .select({ bookingId: bookingStatusChanges.bookingId, reason: bookingStatusChanges.reason })
          .from(bookingStatusChanges)
          .where(
            and(
              inArray(bookingStatusChanges.bookingId, ids),
              inArray(bookingStatusChanges.actorRole, ['supplier', 'system']),
              inArray(bookingStatusChanges.action, ['reject', 'cancel']),
            ),
          )
          .orderBy(asc(bookingStatusChanges.at))
      : [],
  ])
  const reviewByBooking = new Map(
    reviewRows.map((r) => [
      r.bookingId,
      { id: r.id, rating: r.rating, feedback: r.feedback, created_at: r.createdAt.toISOString() },
    ]),
  )
  const optionLabels = await bookedOptionLabels(db, rows)
  return rows.map((row) => {
    const id = row.booking.id
    return bookingJson(row, {
      optionLabel: optionLabels.get(id) ?? null,
      cover: covers.get(row.booking.activityId) ?? null,
      review: reviewByBooking.get(id) ?? null,
      ...(detail
        ? {
            travellers: travellerRows.filter((t) => t.bookingId === id),
            amendments: (amendmentRows as AmendmentRow[]).filter((a) => a.amendment.bookingId === id),
            statusReason: reasonRows.filter((r) => r.bookingId === id).at(-1)?.reason ?? null,
          }
        : {}),
    })
  })
}

/**
 * Which bookings each list of My Bookings holds (decision 064). A live booking whose tour has
 * ended (Asia/Colombo) is no upcoming trip: it sits with the completed ones until the completion
 * job (every 10 minutes) completes it, or the response deadline rejects it.
 */
function listWhere(filter: BookingListFilter, today: string): SQL | undefined {
  const active = inArray(bookings.status, [...ACTIVE_STATUSES])
  if (filter === 'upcoming') return and(active, gte(bookings.endDate, today))
  if (filter === 'completed')
    return or(
      inArray(bookings.status, [...COMPLETED_TABLE_STATUSES]),
      and(active, lt(bookings.endDate, today)),
    )
  if (filter === 'canceled') return inArray(bookings.status, [...ENDED_STATUSES])
  return undefined
}

/**
 * One page of a customer's paid bookings (spec §2 My Bookings): upcoming soonest first, the
 * others latest first; the whole list (no filter) keeps rejected and canceled ones after the
 * live ones (issue 18: a canceled tour is not the next trip).
 */
export async function customerBookingsPage(
  db: DbOrTx,
  userId: number,
  { page, filter, today = todayInColombo() }: { page: number; filter: BookingListFilter; today?: string },
): Promise<BookingsPage> {
  const where = and(customerBookings(userId), listWhere(filter, today))
  const ended = asc(sql`case when ${inArray(bookings.status, [...ENDED_STATUSES])} then 1 else 0 end`)
  const order =
    filter === 'upcoming'
      ? [asc(bookings.startDate), asc(bookings.id)]
      : filter === undefined
        ? [ended, desc(bookings.startDate), desc(bookings.id)]
        : [desc(bookings.startDate), desc(bookings.id)]
  const perPage = BOOKINGS_PAGE_SIZE
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(where),
    selectBookingRows(db)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ])
  const n = Number(total?.n ?? 0)
  const data = await bookingsJson(db, rows)
  const from = data.length ? (page - 1) * perPage + 1 : null
  return {
    current_page: page,
    data,
    last_page: Math.max(1, Math.ceil(n / perPage)),
    per_page: perPage,
    total: n,
    from,
    to: from === null ? null : from + data.length - 1,
  }
}

/** Booking rows by id, whoever owns them (callers check ownership first). */
export async function bookingRowsByIds(db: DbOrTx, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return []
  return selectBookingRows(db).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id))
}

/** One booking in full (show): travellers and amendments included. */
export async function bookingDetailJson(db: DbOrTx, bookingId: number): Promise<BookingJson> {
  const [row] = await bookingRowsByIds(db, [bookingId])
  if (!row) throw new NotFoundError()
  const [json] = await bookingsJson(db, [row], { detail: true })
  return json as BookingJson
}

/** The customer opens their booking (show): reading it is reading its news, so the alert goes off. */
export async function showCustomerBooking(
  db: DbOrTx,
  userId: number,
  bookingId: number,
): Promise<BookingJson> {
  const id = await customerBookingId(db, userId, bookingId)
  await clearAlert(db, id)
  const [json, movements] = await Promise.all([bookingDetailJson(db, id), bookingPayments(db, id)])
  return { ...json, payment_history: paymentHistory(json.payment_amount_cents, movements) }
}

/** The customer's own paid, live booking, or 404: another customer's booking does not exist for them. */
export async function customerBookingId(db: DbOrTx, userId: number, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), customerBookings(userId)))
  if (!row) throw new NotFoundError('Booking not found')
  return row.id
}

/** A supplier's own live booking, or 404. */
export async function supplierBookingId(db: DbOrTx, supplierId: number, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.supplierUserId, supplierId),
        isNull(bookings.deletedAt),
        isPaidBooking,
      ),
    )
  if (!row) throw new NotFoundError('Booking not found')
  return row.id
}

/** Any live booking (admins), or 404. */
export async function liveBookingId(db: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), isNull(bookings.deletedAt)))
  if (!row) throw new NotFoundError('Booking not found')
  return row.id
}

/**
 * Each booking's option label in the language the booking was made in (decision 088): the
 * option's translation of that language, English names as booked where there is none.
 */
async function bookedOptionLabels(
  db: DbOrTx,
  rows: Array<Pick<BookingRow, 'booking'>>,
): Promise<Map<number, string | null>> {
  const labels = new Map<number, string | null>()
  const withOption = rows.filter((row) => row.booking.optionName)
  for (const locale of new Set(withOption.map((row) => row.booking.locale))) {
    const same = withOption.filter((row) => row.booking.locale === locale)
    const translations = await optionTranslations(
      db,
      same.map((row) => row.booking.optionId),
      locale,
    )
    for (const { booking } of same)
      labels.set(
        booking.id,
        localOptionLabel(
          { option_name: booking.optionName, vehicles: booking.vehicles },
          locale,
          booking.optionId === null ? undefined : translations.get(booking.optionId),
        ),
      )
  }
  return labels
}

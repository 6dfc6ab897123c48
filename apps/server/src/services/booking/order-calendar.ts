/**
 * GET /api/booking/order/:reference/calendar.ics: the page after payment offers the order's tours
 * as a calendar file (issue 30 point 8, decision 063). Made with `ics` (npm), the maintained
 * RFC 5545 writer; times are written in UTC ("Z"), which every calendar shows in its own zone:
 * Sri Lanka keeps +05:30 all year (no daylight saving since 2006), so a Colombo start is the same
 * instant whatever the traveller's calendar is set to. A tour without a start time is an all-day
 * event over its days. Reads what the order page already shows (reference, tour, day, times): no
 * personal data.
 */
import { sql } from 'drizzle-orm'
import { createEvents, type EventAttributes } from 'ics'
import { queryRows, type Db } from '@serendib/db/client'
import { isEndedBooking } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { DurationUnit } from '@serendib/domain/duration'
import { NotFoundError } from '@serendib/domain/errors'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from './pickup-time.ts'

/** Asia/Colombo is UTC+05:30 all year. */
const COLOMBO_OFFSET_MINUTES = 330

interface CalendarRow extends Record<string, unknown>, PickupTimingRow {
  booking_reference: string
  title: string
  start_date: string
  status: number
  duration_value: number
  duration_unit: number
  pickup_point: string | null
}

/** The instant of a Colombo wall-clock day and "HH:mm", as epoch milliseconds. */
export function colomboInstant(day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [h, min] = time.split(':').map(Number) as [number, number]
  return Date.UTC(y, m - 1, d, h, min) - COLOMBO_OFFSET_MINUTES * 60_000
}

const dateArray = (day: string) => day.split('-').map(Number) as [number, number, number]

function event(row: CalendarRow, publicUrl: string, orderReference: string): EventAttributes {
  const pickup = bookingPickupTime(row)
  const url = `${publicUrl}/payment/complete?order=${encodeURIComponent(orderReference)}`
  const lines = [
    `Serendib booking ${row.booking_reference}`,
    ...(row.timing_start ? [`Starts at ${row.timing_start} (Sri Lanka time)`] : []),
    ...(pickup
      ? [`Pick-up at ${pickup} (Sri Lanka time)${row.pickup_point ? `, ${row.pickup_point}` : ''}`]
      : []),
    `Your booking: ${url}`,
  ]
  const common = {
    uid: `${row.booking_reference}@serendib`,
    title: row.title,
    description: lines.join('\n'),
    url,
    ...(row.pickup_point ? { location: row.pickup_point } : {}),
    status: 'CONFIRMED' as const,
    busyStatus: 'BUSY' as const,
  }
  const days = row.duration_unit === DurationUnit.days ? Math.max(1, row.duration_value) : 1
  // Travellers are ready at the pick-up: the event starts then when there is one.
  const startsAt = pickup ?? row.timing_start
  if (startsAt) {
    const minutes =
      row.duration_unit === DurationUnit.hours
        ? row.duration_value * 60
        : row.duration_unit === DurationUnit.minutes
          ? row.duration_value
          : days * 24 * 60
    const start = colomboInstant(row.start_date, startsAt)
    // The tour's length runs from its start; a pick-up before it adds the ride.
    const lead = row.timing_start && pickup ? colomboInstant(row.start_date, row.timing_start) - start : 0
    return {
      ...common,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: start + Math.max(0, lead) + Math.max(15, minutes) * 60_000,
      endInputType: 'utc',
      endOutputType: 'utc',
    }
  }
  return { ...common, start: dateArray(row.start_date), end: dateArray(addDays(row.start_date, days)) }
}

/** The order's live bookings as an iCalendar file; 404 'Order not found' for an unknown reference. */
export async function orderCalendar(
  db: Db,
  reference: string,
  publicUrl: string,
  bookingReference?: string,
): Promise<string> {
  const [order] = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where reference = ${reference}`,
  )
  if (!order) throw new NotFoundError('Order not found')
  const rows = await queryRows<CalendarRow>(
    db,
    sql`select b.booking_reference, a.title, b.start_date::text as start_date, b.status,
               a.duration_value, a.duration_unit, loc.name as pickup_point, ${pickupTimingColumns}
          from bookings b join activities a on a.id = b.activity_id ${pickupPointJoin}
          left join locations loc on loc.id = b.location_id
         where b.order_id = ${order.id} order by b.id`,
  )
  const live = rows.filter(
    (row) =>
      !isEndedBooking(row.status) &&
      (bookingReference === undefined || row.booking_reference === bookingReference),
  )
  if (live.length === 0) throw new NotFoundError('Booking not found')
  const { error, value } = createEvents(
    live.map((row) => event(row, publicUrl, reference)),
    { productId: 'serendib/bookings', calName: 'Serendib bookings' },
  )
  if (error || !value) throw error ?? new Error('the calendar could not be written')
  return value
}

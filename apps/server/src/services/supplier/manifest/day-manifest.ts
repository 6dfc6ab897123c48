/**
 * A supplier's day manifest: every confirmed (or still pending) booking of the day, grouped by
 * tour and start time, then by pick-up point in pick-up time order. One query; the grouping is
 * done here so the page and the CSV read the same order.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { ManifestBooking, ManifestCrew, ManifestDay } from '@serendib/domain/api/supplier-manifest'
import { BookingStatus } from '@serendib/domain/booking-status'
import {
  bookingPickupTime,
  pickupPointJoin,
  pickupTimingColumns,
  type PickupTimingRow,
} from '../../booking/pickup-time.ts'
import { answersOfBookings } from '../../booking-questions/booking-answers.ts'
import { paidBooking } from '../bookings/visible.ts'
import { bookedOptionColumns, optionLabelOf, type BookedOptionRow } from '../../booking/booked-option.ts'

interface Row
  extends
    Omit<
      ManifestBooking,
      | 'checked_in_at'
      | 'no_show_at'
      | 'pickup_time'
      | 'answers'
      | 'option_label'
      | 'vehicle'
      | 'guide'
      | 'guide_phone'
      | 'crews'
    >,
    PickupTimingRow,
    BookedOptionRow,
    Record<string, unknown> {
  checked_in_at: Date | string | null
  no_show_at: Date | string | null
  activity_id: number
  title: string
  start_time: string | null
  point: string | null
  pickup_type: string
  hotel_name: string | null
  hotel_address: string | null
  flight_no: string | null
  flight_time: string | null
  pickup_other: string | null
  crews: ManifestCrew[] | null
}

function pickupDetails(r: Row): string {
  const parts =
    r.pickup_type === 'airport'
      ? [r.flight_no, r.flight_time]
      : r.pickup_type === 'hotel'
        ? [r.hotel_name, r.hotel_address]
        : [r.pickup_other]
  return parts.filter(Boolean).join(', ')
}

/**
 * Who drives whom on the booking's first day (decision 074): one entry per vehicle slot, the
 * vehicle ("Van · WP KA-1234") and the driver-guide of that slot, in slot order.
 */
const crewsOfBooking = sql`(
  select json_agg(json_build_object('vehicle', v.name || ' · ' || v.plate, 'guide', g.name, 'guide_phone', g.phone)
                  order by s.slot)
    from (select distinct slot from booking_resources where booking_id = b.id and day = b.start_date) s
    left join booking_resources bv on bv.booking_id = b.id and bv.day = b.start_date and bv.kind = 'vehicle' and bv.slot = s.slot
    left join supplier_resources v on v.id = bv.resource_id
    left join booking_resources bg on bg.booking_id = b.id and bg.day = b.start_date and bg.kind = 'guide' and bg.slot = s.slot
    left join supplier_resources g on g.id = bg.resource_id)`

/**
 * `onlyResource`: a guide's or driver's trip sheet (decision 074), only the bookings that
 * driver-guide is assigned; `null` for a guide linked to none (an empty sheet).
 */
export async function dayManifest(
  db: DbOrTx,
  supplierId: number,
  date: string,
  { onlyResource }: { onlyResource?: number | null } = {},
): Promise<ManifestDay> {
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, b.booking_reference, b.status, b.activity_id, a.title,
               to_char(b.start_time, 'HH24:MI') as start_time, ${pickupTimingColumns},
               l.name as point, b.pickup_type, b.hotel_name, b.hotel_address, b.flight_no, b.flight_time,
               b.pickup_other, ${crewsOfBooking} as crews,
               b.num_adults, b.num_children, b.num_infants, b.contact_phone as phone,
               nullif(b.remarks, '') as notes, b.checked_in_at, b.no_show_at, b.channel, ${bookedOptionColumns},
               coalesce((select t.first_name || ' ' || t.last_name from booking_travellers t
                          where t.booking_id = b.id order by t.lead_traveller desc, t.sort_order, t.id limit 1),
                        b.contact_firstname || ' ' || b.contact_lastname) as lead_traveller
          from bookings b join activities a on a.id = b.activity_id
          left join orders o on o.id = b.order_id
          left join locations l on l.id = b.location_id
          ${pickupPointJoin}
         where b.supplier_user_id = ${supplierId} and ${paidBooking}
           ${
             onlyResource === undefined
               ? sql``
               : sql`and exists (select 1 from booking_resources br where br.booking_id = b.id
                                    and br.day = b.start_date and br.resource_id = ${onlyResource ?? -1})`
           }
           and b.start_date = ${date}::date
           and b.status in (${BookingStatus.confirmed}, ${BookingStatus.pending}, ${BookingStatus.completed})
         order by a.title, a.id, b.start_time nulls first, l.name nulls last, b.id`,
  )
  const answers = await answersOfBookings(
    db,
    rows.map((r) => r.id),
  )
  // Within a point, in the order the driver collects them (a time set on a booking may differ).
  const timed = rows.map((r, order) => ({ r, order, pickup: bookingPickupTime(r) }))
  timed.sort((x, y) => {
    const samePoint =
      x.r.activity_id === y.r.activity_id && x.r.start_time === y.r.start_time && x.r.point === y.r.point
    if (!samePoint || x.pickup === y.pickup) return x.order - y.order
    if (x.pickup === null || y.pickup === null) return x.pickup === null ? 1 : -1
    return x.pickup.localeCompare(y.pickup)
  })
  const tours: ManifestDay['tours'] = []
  for (const { r, pickup } of timed) {
    let tour = tours.at(-1)
    if (!tour || tour.tour.id !== r.activity_id || tour.start_time !== r.start_time) {
      tour = { tour: { id: r.activity_id, title: r.title }, start_time: r.start_time, pax: 0, points: [] }
      tours.push(tour)
    }
    const pointName = r.point ?? 'No pick-up point'
    let point = tour.points.at(-1)
    if (!point || point.point !== pointName) {
      point = { point: pointName, bookings: [] }
      tour.points.push(point)
    }
    tour.pax += r.num_adults + r.num_children + r.num_infants
    const crews = r.crews ?? []
    point.bookings.push({
      id: r.id,
      booking_reference: r.booking_reference,
      status: r.status,
      lead_traveller: r.lead_traveller.trim(),
      num_adults: r.num_adults,
      num_children: r.num_children,
      num_infants: r.num_infants,
      phone: r.phone,
      pickup_time: pickup,
      pickup_details: pickupDetails(r),
      option_label: optionLabelOf(r),
      notes: r.notes,
      checked_in_at: r.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
      no_show_at: r.no_show_at ? new Date(r.no_show_at).toISOString() : null,
      channel: r.channel,
      answers: answers.get(r.id) ?? [],
      vehicle: crews[0]?.vehicle ?? null,
      guide: crews[0]?.guide ?? null,
      guide_phone: crews[0]?.guide_phone ?? null,
      crews,
    })
  }
  const [supplier] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(sp.work_name, ''), trim(u.first_name || ' ' || u.last_name)) as name
          from users u left join supplier_profiles sp on sp.user_id = u.id where u.id = ${supplierId}`,
  )
  return { date, supplier: supplier?.name ?? '', tours }
}

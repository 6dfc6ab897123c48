/**
 * The supplier's availability calendar (editor step 7): per day and start time what is booked
 * and what is left, and closing or reopening a day (a blackout date) or one start on one day
 * (availability_slots.closed). Bookings already made stay either way.
 */
import { and, eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { activityBlackoutDates } from '@serendib/db/schema/availability'
import { activityStartTimes } from '@serendib/db/schema/tour-schedule'
import type { CalendarDay } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { FieldErrorsError, UnprocessableError } from '@serendib/domain/errors'
import { startTimesOn, TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { TourLifecycle, TourLifecycleMessages } from '@serendib/domain/tour-lifecycle'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { loadEditorFields } from './editor-fields.ts'
import { ownTour, type TourRow } from './own-tour.ts'
import { recordAvailabilityChange } from '../octo/webhook-outbox.ts'

const minNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b))

async function daysOf(db: DbOrTx, tour: TourRow, first: string, last: string): Promise<CalendarDay[]> {
  const fields = await loadEditorFields(db, tour)
  const [dayRows, slotRows] = await Promise.all([
    queryRows<{ day: string; capacity: number | null; booked_pax: number }>(
      db,
      sql`select day::text as day, capacity, booked_pax from availability_days
           where activity_id = ${tour.id} and day between ${first}::date and ${last}::date`,
    ),
    queryRows<{ day: string; start_time_id: number; booked_pax: number; closed: boolean }>(
      db,
      sql`select day::text as day, start_time_id, booked_pax, closed from availability_slots
           where activity_id = ${tour.id} and day between ${first}::date and ${last}::date`,
    ),
  ])
  const dayMap = new Map(dayRows.map((r) => [r.day, r]))
  const slotMap = new Map(slotRows.map((r) => [`${r.day}/${r.start_time_id}`, r]))
  const blackouts = new Map(fields.blackout_dates.map((b) => [b.day, b.reason]))
  const days: CalendarDay[] = []
  const today = todayInColombo()
  for (let day = first; day <= last; day = addDays(day, 1)) {
    // A day gone by sells nothing: no places left, on the day or on any start.
    const past = day < today
    const row = dayMap.get(day)
    const capacity = row?.capacity ?? fields.daily_capacity
    const booked = row?.booked_pax ?? 0
    const dayLeft = past ? 0 : capacity === null ? null : Math.max(capacity - booked, 0)
    const period = fields.price_periods.find((p) => p.starts_on <= day && day <= p.ends_on)
    days.push({
      day,
      past,
      closed: blackouts.has(day),
      reason: blackouts.get(day) ?? null,
      capacity,
      booked,
      left: dayLeft,
      price_period: period ? period.label || `${period.starts_on} – ${period.ends_on}` : null,
      slots: startTimesOn(fields.start_times, day).map((start) => {
        const slot = slotMap.get(`${day}/${start.id}`)
        const slotBooked = slot?.booked_pax ?? 0
        const slotLeft = past ? 0 : start.capacity === null ? null : Math.max(start.capacity - slotBooked, 0)
        return {
          start_time_id: start.id!,
          time: start.time,
          capacity: start.capacity,
          booked: slotBooked,
          left: minNullable(slotLeft, dayLeft),
          closed: slot?.closed ?? false,
        }
      }),
    })
  }
  return days
}

/** Every day of `month` ("yyyy-MM"). */
export async function tourCalendar(
  db: DbOrTx,
  supplierId: number,
  id: number,
  month: string,
): Promise<CalendarDay[]> {
  const tour = await ownTour(db, supplierId, id)
  const first = `${month}-01`
  const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1)
  return daysOf(db, tour, first, last)
}

export interface CalendarChange {
  day: string
  start_time_id: number | null
  reason: string | null
}

/** Closes (or reopens) a day or one start on a day; answers the day as the calendar shows it. */
export async function setClosed(
  tx: Tx,
  supplierId: number,
  id: number,
  change: CalendarChange,
  closed: boolean,
  actor: AuditActor,
): Promise<CalendarDay> {
  const tour = await ownTour(tx, supplierId, id, true)
  if (tour.status === TourLifecycle.archived)
    throw new UnprocessableError(TourLifecycleMessages.archivedReadOnly)
  if (change.start_time_id === null) {
    if (closed) {
      await tx
        .insert(activityBlackoutDates)
        .values({ activityId: id, day: change.day, reason: change.reason })
        .onConflictDoUpdate({
          target: [activityBlackoutDates.activityId, activityBlackoutDates.day],
          set: { reason: change.reason },
        })
    } else {
      await tx
        .delete(activityBlackoutDates)
        .where(and(eq(activityBlackoutDates.activityId, id), eq(activityBlackoutDates.day, change.day)))
    }
  } else {
    const [start] = await tx
      .select({ id: activityStartTimes.id })
      .from(activityStartTimes)
      .where(and(eq(activityStartTimes.id, change.start_time_id), eq(activityStartTimes.activityId, id)))
    if (!start) throw new FieldErrorsError({ start_time_id: M.startTimeUnknown })
    await tx.execute(sql`
      insert into availability_slots (activity_id, day, start_time_id, closed)
      values (${id}, ${change.day}::date, ${change.start_time_id}, ${closed})
      on conflict (activity_id, day, start_time_id) do update set closed = excluded.closed`)
  }
  // Resellers' availability_update webhooks (decision 061): the day opened or closed.
  await recordAvailabilityChange(tx, id, change.day)
  await recordAudit(tx, {
    actor,
    action: closed ? 'tour.close' : 'tour.reopen',
    subject: { type: 'tour', id },
    after: { day: change.day, start_time_id: change.start_time_id },
    reason: change.reason,
  })
  const [day] = await daysOf(tx, tour, change.day, change.day)
  return day!
}

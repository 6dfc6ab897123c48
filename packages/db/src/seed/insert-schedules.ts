/**
 * The demo's start times, pick-up offsets, seasonal rates and busy days (content/schedules.ts,
 * issue 30 point 11). Written the way the supplier editor and checkout write them: start rows
 * with their weekdays and seats, minutes before the start on the pick-up points, periods with
 * every rate the tour sells and the "from" price they imply, and paid bookings that hold their
 * seats on the day row and the start's row.
 */
import { and, eq, sql } from 'drizzle-orm'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays } from '@serendib/domain/dates'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { UserType } from '@serendib/domain/user-types'
import { queryRows, type Tx } from '../client.ts'
import { activityPrices } from '../schema/activities.ts'
import { activityPickupLocations } from '../schema/activity-details.ts'
import { availabilityDays } from '../schema/availability.ts'
import { activityPricePeriods, activityStartTimes, availabilitySlots } from '../schema/tour-schedule.ts'
import { schedules as seedSchedules } from './content/schedules.ts'
import type { SeedActivity, SeedPricePeriod, SeedSchedule } from './content/types.ts'
import { activityByKey, bookingRefs, DAY_MS, insertPaidBooking } from './demo-bookings.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]

export async function insertSchedules(
  tx: Tx,
  { ids, today, now }: { ids: CatalogueIds; today: string; now: Date },
  schedules: SeedSchedule[] = seedSchedules,
): Promise<void> {
  // The busy days' travellers: the demo's reviewers (customers without a login).
  const travellers = await queryRows<{ id: number; first_name: string; last_name: string; email: string }>(
    tx,
    sql`select id, first_name, last_name, email from users
         where user_type = ${UserType.customer} and password_hash is null order by id`,
  )
  if (travellers.length === 0) throw new Error('Demo seed: the busy days need the reviewers first')
  let sequence = 0

  for (const schedule of schedules) {
    const activity = activityByKey(schedule.activity)
    const activityId = ids.activities.get(activity.key)
    const startIds = new Map<string, number>()
    if (schedule.startTimes?.length) {
      const rows = await tx
        .insert(activityStartTimes)
        .values(
          schedule.startTimes.map((s) => ({
            activityId,
            startTime: s.time,
            weekdays: s.weekdays ?? EVERY_DAY,
            capacity: s.capacity,
          })),
        )
        .returning({ id: activityStartTimes.id, time: activityStartTimes.startTime })
      for (const row of rows) startIds.set(row.time.slice(0, 5), row.id)
    }
    if (schedule.pickupMinutesBeforeStart) {
      if (schedule.pickupMinutesBeforeStart.length !== activity.pickupLocations.length)
        throw new Error(`Demo seed: ${activity.key} needs minutes for each of its pick-up points`)
      for (const [i, minutes] of schedule.pickupMinutesBeforeStart.entries()) {
        // With start times the minutes apply and the fixed time does not (decision 058).
        await tx
          .update(activityPickupLocations)
          .set({ minutesBeforeStart: minutes, pickupTime: null })
          .where(
            and(
              eq(activityPickupLocations.activityId, activityId),
              eq(activityPickupLocations.locationId, ids.pickups.get(activity.pickupLocations[i]!)),
            ),
          )
      }
    }
    if (schedule.pricePeriods?.length) {
      await tx
        .insert(activityPricePeriods)
        .values(schedule.pricePeriods.map((p) => ({ activityId, ...periodRates(activity, p, today) })))
      await tx
        .update(activityPrices)
        .set({ sellingPriceCents: fromPriceCents(activity, schedule.pricePeriods) })
        .where(eq(activityPrices.activityId, activityId))
    }
    for (const busy of schedule.busy ?? []) {
      const day = addDays(today, busy.dayOffset)
      const startTimeId = busy.time === undefined ? undefined : startIds.get(busy.time)
      if (busy.time !== undefined && startTimeId === undefined)
        throw new Error(`Demo seed: ${activity.key} has no start at ${busy.time}`)
      for (const adults of busy.parties) {
        const traveller = travellers[sequence % travellers.length]!
        const bookedAt = new Date(now.getTime() - busy.bookedDaysAgo * DAY_MS - (sequence % 5) * 3_600_000)
        await insertPaidBooking(tx, {
          reference: `SB${700001 + sequence++}`,
          userId: traveller.id,
          ...bookingRefs(ids, activity),
          startDate: day,
          startTimeId,
          startTime: busy.time,
          status: BookingStatus.confirmed,
          adults,
          lead: {
            firstName: traveller.first_name,
            lastName: traveller.last_name,
            email: traveller.email,
            phone: '+44 7700 900000',
          },
          bookedAt,
        })
      }
      const seats = busy.parties.reduce((sum, n) => sum + n, 0)
      // The holds checkout makes: the day's row, then the start's (decision 035).
      await tx
        .insert(availabilityDays)
        .values({ activityId, day, bookedPax: seats })
        .onConflictDoUpdate({
          target: [availabilityDays.activityId, availabilityDays.day],
          set: { bookedPax: sql`${availabilityDays.bookedPax} + ${seats}` },
        })
      if (startTimeId !== undefined)
        await tx.insert(availabilitySlots).values({ activityId, day, startTimeId, bookedPax: seats })
    }
  }
}

/** A rate times a period's percentage, in whole dollars; a band not sold stays null. */
const scaled = (cents: number | null, percent: number) =>
  cents === null ? null : Math.round((cents * percent) / 10_000) * 100

function periodRates(activity: SeedActivity, period: SeedPricePeriod, today: string) {
  const scale = (cents: number | null) => scaled(cents, period.percent)
  return {
    label: period.label,
    startsOn: addDays(today, period.startOffsetDays),
    endsOn: addDays(today, period.endOffsetDays),
    adultPriceCents: scale(activity.adultPriceCents),
    childPriceCents: scale(activity.childPriceCents),
    infantPriceCents: scale(activity.infantPriceCents),
    groupPriceCents: scale(activity.groupPriceCents),
  }
}

/** Decision 036: the lowest adult (per person) or group (per group) rate of the base and the periods. */
function fromPriceCents(activity: SeedActivity, periods: SeedPricePeriod[]): number {
  const base =
    activity.pricingBasis === PricingBasis.perGroup ? activity.groupPriceCents : activity.adultPriceCents
  const rates = [base, ...periods.map((p) => scaled(base, p.percent))]
  const positive = rates.filter((r): r is number => r !== null && r > 0)
  return positive.length ? Math.min(...positive) : 0
}

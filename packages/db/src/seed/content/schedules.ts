/**
 * What makes the demo show every booking feature (issue 30 point 11): fixed departures with
 * their own seats (decision 035), pick-up points reached minutes before each start (decision
 * 058), seasonal rates (decision 036) and days that are filling up or sold out — made by real
 * paid bookings that hold seats the way checkout does, booked in the last few days so the
 * calendar's "Likely to sell out" rule sees them.
 *
 * Only tours no test picks by position are used here: the first twelve tours by id (round
 * tours, which `prepareTestTour` takes), the first of each type in the listing order, the demo
 * supplier's (Lanka Trails) and the tours on a deal keep selling per day, unlimited, at one rate.
 * Dates are offsets from the seeding day, so the demo stays alive.
 */
import type { SeedSchedule } from './types.ts'

/** ISO weekdays Monday to Saturday: the tea factory rests on Sundays. */
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6]

export const schedules: SeedSchedule[] = [
  {
    // Two boats a day, ten snorkellers each: one nearly full and one sold out in three days'
    // time, both sold out in five.
    activity: 'hikkaduwa-snorkelling-turtles',
    startTimes: [
      { time: '07:00', capacity: 10 },
      { time: '14:00', capacity: 10 },
    ],
    pickupMinutesBeforeStart: [45],
    busy: [
      { dayOffset: 3, time: '07:00', parties: [4, 3], bookedDaysAgo: 2 },
      { dayOffset: 3, time: '14:00', parties: [4, 4, 2], bookedDaysAgo: 3 },
      { dayOffset: 5, time: '07:00', parties: [4, 4, 2], bookedDaysAgo: 1 },
      { dayOffset: 5, time: '14:00', parties: [4, 3, 3], bookedDaysAgo: 4 },
    ],
  },
  {
    // An early and a late round of street food; the late one nearly full the day after tomorrow.
    activity: 'colombo-street-food-tuk-tuk',
    startTimes: [
      { time: '17:00', capacity: 8 },
      { time: '19:30', capacity: 8 },
    ],
    pickupMinutesBeforeStart: [30, 20],
    busy: [{ dayOffset: 2, time: '19:30', parties: [4, 2], bookedDaysAgo: 1 }],
  },
  {
    // Three tastings, not on Sundays, and cheaper in the quiet season: the "from" price drops.
    activity: 'nuwara-eliya-tea-factory-tasting',
    startTimes: [
      { time: '09:00', weekdays: MONDAY_TO_SATURDAY, capacity: 12 },
      { time: '11:00', weekdays: MONDAY_TO_SATURDAY, capacity: 12 },
      { time: '14:30', weekdays: MONDAY_TO_SATURDAY, capacity: 12 },
    ],
    pickupMinutesBeforeStart: [40],
    pricePeriods: [{ label: 'Quiet season', startOffsetDays: 30, endOffsetDays: 90, percent: 85 }],
  },
  {
    // Eight divers a day, on request: sold out in two days, three places left in four.
    activity: 'unawatuna-discover-scuba',
    busy: [
      { dayOffset: 2, parties: [2, 4, 2], bookedDaysAgo: 2 },
      { dayOffset: 4, parties: [3, 2], bookedDaysAgo: 1 },
    ],
  },
  {
    // Whale season costs more; the card's "from" price stays the base rate.
    activity: 'trincomalee-whale-dolphin-watching',
    pricePeriods: [{ label: 'Whale season', startOffsetDays: 10, endOffsetDays: 70, percent: 125 }],
  },
  {
    activity: 'bentota-river-safari-turtle-hatchery',
    pricePeriods: [{ label: 'Festival season', startOffsetDays: 20, endOffsetDays: 50, percent: 120 }],
  },
]

/** Limited-time discounts; offsets are days from the seeding day (Asia/Colombo), end inclusive. */
import type { SeedDeal } from './types.ts'

export const deals: SeedDeal[] = [
  {
    key: 'deal-whales-early-bird',
    activity: 'mirissa-blue-whale-watching',
    title: 'Early-bird whale season',
    discountPercent: 15,
    startOffsetDays: -3,
    endOffsetDays: 45,
  },
  {
    key: 'deal-classic-7-days',
    activity: 'classic-sri-lanka-7-days',
    title: 'Classic tour, limited offer',
    discountPercent: 10,
    startOffsetDays: -7,
    endOffsetDays: 30,
  },
  {
    key: 'deal-yala-full-day',
    activity: 'yala-full-day-safari',
    title: 'Leopard season special',
    discountPercent: 20,
    startOffsetDays: 0,
    endOffsetDays: 21,
  },
  {
    key: 'deal-cooking-class',
    activity: 'galle-cooking-class',
    title: 'Cook & save',
    discountPercent: 25,
    startOffsetDays: -1,
    endOffsetDays: 14,
  },
  {
    key: 'deal-hill-country',
    activity: 'hill-country-tea-trails-5-days',
    title: 'Tea trails in the green season',
    discountPercent: 12,
    startOffsetDays: -10,
    endOffsetDays: 60,
  },
  {
    key: 'deal-rafting',
    activity: 'kitulgala-white-water-rafting',
    title: 'Rafting weekdays offer',
    discountPercent: 15,
    startOffsetDays: 0,
    endOffsetDays: 30,
  },
  {
    key: 'deal-airport-colombo',
    activity: 'cmb-airport-to-colombo-transfer',
    title: 'Arrival transfer saver',
    discountPercent: 10,
    startOffsetDays: -5,
    endOffsetDays: 90,
  },
  {
    key: 'deal-expired-balloon',
    activity: 'dambulla-hot-air-balloon',
    title: 'Balloon launch offer (ended)',
    discountPercent: 20,
    startOffsetDays: -40,
    endOffsetDays: -10,
  },
]

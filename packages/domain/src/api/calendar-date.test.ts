import { describe, expect, it } from 'vitest'
import { calendarDateSchema, calendarMonthSchema } from './calendar-date.ts'

describe('calendar dates in requests (issue 27)', () => {
  const date = calendarDateSchema('Use a date like 2026-12-31')
  const month = calendarMonthSchema('Use a month like 2026-12')

  it('takes real days and months from 1900 to 2999', () => {
    for (const day of ['2026-02-28', '2028-02-29', '1900-01-01', '2999-12-31'])
      expect(date.safeParse(day).success, day).toBe(true)
    for (const m of ['2026-12', '1900-01', '2999-12']) expect(month.safeParse(m).success, m).toBe(true)
  })

  it('refuses impossible and far-off ones with the message it was given', () => {
    for (const day of [
      '2026-02-30',
      '2027-02-29',
      '9999-99-99',
      '0000-00-00',
      '9999-12-31',
      '1899-12-31',
      '2026-1-01',
    ]) {
      const parsed = date.safeParse(day)
      expect(parsed.success, day).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Use a date like 2026-12-31')
    }
    for (const m of ['9999-12', '0000-01', '2026-13', '2026-00'])
      expect(month.safeParse(m).success, m).toBe(false)
  })
})

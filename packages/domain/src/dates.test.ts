import { describe, expect, it } from 'vitest'
import {
  addDays,
  colomboInstant,
  colomboWallClock,
  formatDisplayDate,
  isIsoDate,
  parseDisplayDate,
  todayInColombo,
} from './dates.ts'

describe('calendar dates in Asia/Colombo', () => {
  it('knows that Colombo is already on the next day at 19:00 UTC', () => {
    // 2026-11-21 19:00 UTC is 2026-11-22 00:30 in Colombo (UTC+05:30).
    expect(todayInColombo(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22')
    expect(todayInColombo(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21')
  })

  it('agrees with the time-zone database from 2007 to 2040, either side of every midnight', () => {
    const colombo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Colombo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value
    const day = 24 * 60 * 60 * 1000
    const midnightInColombo = Date.UTC(2007, 0, 1, 18, 30)
    for (let at = midnightInColombo; at < Date.UTC(2040, 0, 1); at += 5 * day) {
      for (const instant of [at - 1, at, at + 1, at + 12 * 3_600_000]) {
        const now = new Date(instant)
        const parts = colombo.formatToParts(now)
        const date = `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`
        expect(todayInColombo(now)).toBe(date)
        expect(colomboWallClock(now)).toEqual({
          date,
          time: `${part(parts, 'hour')}:${part(parts, 'minute')}`,
        })
      }
    }
  })

  it('turns a Colombo wall clock back into the instant', () => {
    expect(colomboInstant('2026-12-01', 8, 30).toISOString()).toBe('2026-12-01T03:00:00.000Z')
    expect(colomboInstant('2026-12-01').toISOString()).toBe('2026-11-30T18:30:00.000Z')
    const instant = new Date('2031-07-14T21:47:00.000Z')
    const { date, time } = colomboWallClock(instant)
    const [h, m] = time.split(':').map(Number) as [number, number]
    expect(colomboInstant(date, h, m)).toEqual(instant)
  })

  it('shows dd/MM/yyyy and reads it back', () => {
    expect(formatDisplayDate('2026-03-09')).toBe('09/03/2026')
    expect(parseDisplayDate('09/03/2026')).toBe('2026-03-09')
    expect(parseDisplayDate('31/02/2026')).toBeNull()
    expect(parseDisplayDate('2026-03-09')).toBeNull()
  })

  it('validates and moves ISO dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

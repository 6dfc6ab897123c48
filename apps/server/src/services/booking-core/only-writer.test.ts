/**
 * Decision 069: the booking core is the only writer of the bookings table. Any other server file
 * holding SQL or a Drizzle call that inserts, updates or deletes bookings fails here; call the
 * core's functions (create-booking, transition-booking, booking-details, holds, paid) instead.
 * Test files and the test fixtures in src/testing write bookings to set up a case, and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '../..')
const core = path.join('services', 'booking-core') + path.sep

const writesBookings = [
  /\b(insert\s+into|update|delete\s+from)\s+bookings\b/i,
  /\.(insert|update|delete)\(\s*bookings\s*\)/,
]

const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => !f.startsWith(`testing${path.sep}`))

const writers = (files: string[]) =>
  files.filter((f) => {
    const text = readFileSync(path.join(src, f), 'utf8')
    return writesBookings.some((pattern) => pattern.test(text))
  })

describe('the booking core', () => {
  it('is the only server code that writes the bookings table', () => {
    expect(writers(sources.filter((f) => !f.startsWith(core)))).toEqual([])
  })

  it('is found by the same patterns (so the rule above can fail)', () => {
    expect(writers(sources.filter((f) => f.startsWith(core))).sort()).toEqual(
      ['booking-details.ts', 'create-booking.ts', 'holds.ts', 'paid.ts', 'transition-booking.ts'].map(
        (f) => core + f,
      ),
    )
  })
})

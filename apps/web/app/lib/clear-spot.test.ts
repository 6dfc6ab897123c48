import { describe, expect, it } from 'vitest'
import { lowestFreeTop } from './clear-spot'

// The viewport of a 390 × 844 phone; a toast 48 px tall; 8 px kept clear on every side.
const H = 844
const toast = 48

describe('lowestFreeTop (decision 067: a toast never covers a field or a button)', () => {
  it('stands at the bottom of an empty viewport', () => {
    expect(lowestFreeTop([], toast, H)).toBe(H - 8 - toast)
  })

  it('rises above a docked bar and anything crossing the band', () => {
    const bar = { top: 772, bottom: 844 }
    expect(lowestFreeTop([bar], toast, H)).toBe(772 - 8 - toast)
    const field = { top: 690, bottom: 734 }
    // The band above the bar (716 .. 764) comes within 8 px of the field: above the field.
    expect(lowestFreeTop([bar, field], toast, H)).toBe(690 - 8 - toast)
  })

  it('takes a gap between fields when one is tall enough, never one that is not', () => {
    const fields = [
      { top: 100, bottom: 300 },
      { top: 380, bottom: 700 },
      { top: 720, bottom: 844 },
    ]
    // 700..720 is too small; 300..380 is 80 px: 48 plus 8 on each side fits.
    expect(lowestFreeTop(fields, toast, H)).toBe(380 - 8 - toast)
    expect(lowestFreeTop(fields, 70, H)).toBe(100 - 8 - 70)
  })

  it('answers null when the viewport is full of fields', () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ top: i * 44, bottom: i * 44 + 40 }))
    expect(lowestFreeTop(full, toast, H)).toBeNull()
  })
})

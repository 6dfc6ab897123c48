import { describe, expect, it } from 'vitest'
import { formatColomboDateTime } from './date-time-format.ts'

describe('formatColomboDateTime', () => {
  it('reads dd/MM/yyyy HH:mm in Colombo, without seconds', () => {
    expect(formatColomboDateTime('2026-11-29T08:35:59.999Z')).toBe('29/11/2026 14:05')
    expect(formatColomboDateTime(new Date('2026-11-20T20:00:00Z'))).toBe('21/11/2026 01:30')
  })
})

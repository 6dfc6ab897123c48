import { describe, expect, it } from 'vitest'
import { confirmationLabel } from './sale-types.ts'

describe('confirmation badge', () => {
  it('says instant for sale type 1 and 48 hours for the others', () => {
    expect(confirmationLabel(1)).toBe('Instant confirmation')
    expect(confirmationLabel(2)).toBe('Confirmation within 48 hours')
    expect(confirmationLabel(0)).toBe('Confirmation within 48 hours')
  })
})

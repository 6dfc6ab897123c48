import { describe, expect, it } from 'vitest'
import { parseId } from './route-params'

describe('parseId', () => {
  it('accepts positive whole numbers in the database range', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('2147483647')).toBe(2147483647)
  })

  it('rejects anything the API could not hold or that reads as another id', () => {
    for (const segment of [
      undefined,
      '',
      '0',
      '-1',
      '012',
      '1.5',
      '1e3',
      '12abc',
      ' 1',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseId(segment), String(segment)).toBeNull()
    }
  })
})

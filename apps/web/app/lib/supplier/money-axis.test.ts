import { describe, expect, it } from 'vitest'
import { moneyAxis, moneyAxisLabel } from './money-axis'

const labels = (maxCents: number) => {
  const axis = moneyAxis(maxCents)
  return axis.ticks.map((t) => moneyAxisLabel(t, axis.step))
}

describe('the earnings chart money axis', () => {
  it('labels every tick with a distinct, round amount, also for tiny and zero figures', () => {
    // Issue 29: a month of $0.50 net read "$1 $1 $1 $0 $0 $0".
    expect(labels(50)).toEqual(['$0', '$1'])
    expect(labels(0)).toEqual(['$0', '$1'])
    expect(labels(10_125)).toEqual(['$0', '$50', '$100', '$150'])
    expect(labels(90_000)).toEqual(['$0', '$250', '$500', '$750', '$1,000'])
    expect(labels(235_000)).toEqual(['$0', '$1k', '$2k', '$3k'])
    expect(labels(1_100_000)).toEqual(['$0', '$5k', '$10k', '$15k'])
    expect(labels(900_000)).toEqual(['$0', '$2.5k', '$5k', '$7.5k', '$10k'])
    expect(labels(123_456_789)).toEqual(['$0', '$0.5M', '$1M', '$1.5M'])
    for (const max of [1, 99, 1234, 98_765, 5_000_000, 77_777_777]) {
      const all = labels(max)
      expect(new Set(all).size).toBe(all.length)
      expect(moneyAxis(max).top).toBeGreaterThanOrEqual(max)
    }
  })
})

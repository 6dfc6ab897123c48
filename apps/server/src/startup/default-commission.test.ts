import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'

/** DEFAULT_COMMISSION_BPS (decision 049): documented default, checked before anything listens. */
describe('the default commission setting', () => {
  const load = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { DEFAULT_COMMISSION_BPS: value }) })

  it('is 15 % unless set, and an empty value is "unset", not 0 %', () => {
    expect(load().defaultCommissionBps).toBe(1500)
    expect(load('').defaultCommissionBps).toBe(1500)
    expect(load('1200').defaultCommissionBps).toBe(1200)
    expect(load('0').defaultCommissionBps).toBe(0)
  })

  it('refuses to start with a value that is not a whole number of basis points from 0 to 5000', () => {
    for (const bad of ['15%', '12.5', '-1', '5001'])
      expect(() => load(bad), bad).toThrow(/Invalid configuration: DEFAULT_COMMISSION_BPS/)
  })
})

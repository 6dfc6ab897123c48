import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { centsToDecimal, decimalToCents } from './amounts.ts'
import { payhereCheckoutHash, payhereNotifySignature } from './payhere.ts'
import {
  merchantReference,
  paymentIdFromMerchantReference,
  paymentIdFromPageToken,
  paymentPageToken,
} from './references.ts'
import { checkCard, luhnValid } from './sandbox-cards.ts'

describe('provider amounts', () => {
  it('converts between cents and decimal strings exactly', () => {
    expect(centsToDecimal(11250)).toBe('112.50')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(100000)).toBe('1000.00')
    expect(decimalToCents('112.50')).toBe(11250)
    expect(decimalToCents('112.5')).toBe(11250)
    expect(decimalToCents('0.07')).toBe(7)
    expect(decimalToCents('112')).toBe(11200)
    expect(decimalToCents('0.29')).toBe(29) // 0.29 * 100 is 28.999999999999996 in floats
    for (const bad of ['', '-1.00', '1.005', '1,000.00', '1e3', 'abc', '.50'])
      expect(decimalToCents(bad)).toBeNull()
  })
})

describe('references', () => {
  it('reads the payment id back from a merchant reference', () => {
    expect(merchantReference('SR8K2J4Q', 17)).toBe('SR8K2J4Q-17')
    expect(paymentIdFromMerchantReference('SR8K2J4Q-17')).toBe(17)
    expect(paymentIdFromMerchantReference('SR8K2J4Q')).toBeNull()
  })

  it('accepts only genuine payment-page tokens', () => {
    const token = paymentPageToken('secret-one-0123456789', 42)
    expect(paymentIdFromPageToken('secret-one-0123456789', token)).toBe(42)
    expect(paymentIdFromPageToken('secret-two-0123456789', token)).toBeNull()
    expect(paymentIdFromPageToken('secret-one-0123456789', token.replace(/^42/, '43'))).toBeNull()
  })
})

describe('sandbox cards', () => {
  const now = new Date('2026-05-15T00:00:00Z')
  const card = (number: string, expiry = '12/30') =>
    checkCard({ name: 'A B', number, expiry, cvc: '123' }, now)

  it('knows the test cards and refuses real or invalid ones', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, behaviour: 'succeed', last4: '4242' })
    expect(card('4000000000000002')).toMatchObject({ behaviour: 'decline' })
    expect(card('4000-0000-0000-3220')).toMatchObject({ behaviour: 'authenticate' })
    expect(card('5555555555554444')).toMatchObject({ ok: false, field: 'number' })
  })

  it('takes a card through the last day of its expiry month', () => {
    expect(card('4242424242424242', '05/26')).toMatchObject({ ok: true })
    expect(card('4242424242424242', '04/26')).toMatchObject({ ok: false, message: 'This card has expired' })
    expect(card('4242424242424242', '05/2026')).toMatchObject({ ok: true })
    expect(card('4242424242424242', '00/30')).toMatchObject({ ok: false, field: 'expiry' })
  })
})

describe('PayHere signatures', () => {
  // The formulas restated from PayHere's Checkout API page, field by field.
  it('follows the documented formulas', () => {
    const md5 = (s: string) => createHash('md5').update(s).digest('hex').toUpperCase()
    const m = { merchantId: '1211149', merchantSecret: 'secret' }
    expect(payhereCheckoutHash(m, 'ORD-1', '1000.00', 'USD')).toBe(
      md5(`1211149ORD-11000.00USD${md5('secret')}`),
    )
    const fields = {
      merchant_id: '1211149',
      order_id: 'ORD-1',
      payhere_amount: '1000.00',
      payhere_currency: 'USD',
      status_code: '2',
    }
    expect(payhereNotifySignature(m, fields)).toBe(md5(`1211149ORD-11000.00USD2${md5('secret')}`))
  })
})

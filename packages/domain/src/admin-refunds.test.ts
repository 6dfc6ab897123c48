import { describe, expect, it } from 'vitest'
import { refundProblem, RefundMessages } from './admin-refunds.ts'
import { parseUsdToCents } from './api/admin-common.ts'
import { seoSlug, SEO_URL_PATTERN } from './admin-content.ts'

describe('the admin refund rule', () => {
  it('takes whole cents above zero, up to what is left, with a reason', () => {
    expect(refundProblem(0, 'x', 500)).toBe(RefundMessages.amountRequired)
    expect(refundProblem(10.5, 'x', 500)).toBe(RefundMessages.amountRequired)
    expect(refundProblem(501, 'x', 500)).toBe(RefundMessages.tooMuch(500))
    expect(RefundMessages.tooMuch(500)).toBe(
      'You can refund at most USD 5.00: that is what is left of what was paid',
    )
    expect(refundProblem(1, 'x', 0)).toBe('Nothing is left to refund on this booking')
    expect(refundProblem(500, '  ', 500)).toBe(RefundMessages.reasonRequired)
    expect(refundProblem(500, 'Late pick-up', 500)).toBeNull()
  })

  it('reads dollar amounts without floating point', () => {
    expect(parseUsdToCents('10')).toBe(1000)
    expect(parseUsdToCents('$0.1')).toBe(10)
    expect(parseUsdToCents('19.99')).toBe(1999)
    expect(parseUsdToCents('1.005')).toBeNull()
    expect(parseUsdToCents('-3')).toBeNull()
    expect(parseUsdToCents('')).toBeNull()
  })
})

describe('content addresses', () => {
  it('makes a url part from a title', () => {
    expect(seoSlug('  Ella by Train — Blue Carriages! ')).toBe('ella-by-train-blue-carriages')
    expect(seoSlug('Galle Fort & Café')).toBe('galle-fort-cafe')
    expect(SEO_URL_PATTERN.test('ella-by-train')).toBe(true)
    expect(SEO_URL_PATTERN.test('Ella-by-train')).toBe(false)
    expect(SEO_URL_PATTERN.test('ella--train')).toBe(false)
  })
})

/**
 * The names a charge goes by outside our database: the merchant reference a provider sees, and
 * the payment-page token in a payment link. Both carry our payment id, so no lookup column is
 * needed; the token also carries an HMAC so nobody can open or pay another payment's page by
 * guessing ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * "SR8K2J4Q-17": the order (or booking) reference plus our payment id. It stays unique across
 * reset demo databases, which share one provider account, because the reference is random.
 */
export function merchantReference(prefix: string | null, paymentId: number): string {
  return `${prefix ?? 'pay'}-${paymentId}`
}

export function paymentIdFromMerchantReference(reference: string): number | null {
  const match = /-(\d{1,10})$/.exec(reference)
  return match ? positiveId(match[1]) : null
}

function pageMac(appSecret: string, paymentId: number): string {
  return createHmac('sha256', appSecret).update(`payment-page:${paymentId}`).digest('base64url').slice(0, 32)
}

export function paymentPageToken(appSecret: string, paymentId: number): string {
  return `${paymentId}.${pageMac(appSecret, paymentId)}`
}

/** The payment id of a genuine token; null for anything forged or malformed. */
export function paymentIdFromPageToken(appSecret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token)
  const id = match ? positiveId(match[1]) : null
  if (id === null || !match) return null
  return sameText(match[2] ?? '', pageMac(appSecret, id)) ? id : null
}

/** Constant-time comparison of two strings (signatures, MACs). */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function positiveId(digits: string | undefined): number | null {
  const id = Number(digits)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

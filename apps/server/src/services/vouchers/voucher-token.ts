/**
 * The code a voucher's QR carries: `<reference>.<HMAC-SHA256 of it under APP_SECRET>`, so it
 * cannot be guessed from a reference, nor changed without the scanner noticing. A typed plain
 * reference is also accepted at check-in (the supplier can only check in its own bookings).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (secret: string, reference: string) =>
  createHmac('sha256', secret).update(`voucher:${reference}`).digest('base64url').slice(0, 32)

export function voucherToken(secret: string, reference: string): string {
  return `${reference}.${mac(secret, reference)}`
}

export type ParsedCode =
  { kind: 'token'; reference: string } | { kind: 'reference'; reference: string } | { kind: 'forged' }

/** What a scanned or typed code names; a code with a signature that does not match is forged. */
export function parseVoucherCode(secret: string, code: string): ParsedCode {
  const text = code.trim()
  // A QR may carry a URL to the voucher page with the code at its end.
  const last = text.includes('/') ? text.slice(text.lastIndexOf('/') + 1) : text
  const dot = last.lastIndexOf('.')
  if (dot < 0) return { kind: 'reference', reference: last.toUpperCase() }
  const reference = last.slice(0, dot)
  const given = Buffer.from(last.slice(dot + 1))
  const expected = Buffer.from(mac(secret, reference))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' }
  return { kind: 'token', reference }
}

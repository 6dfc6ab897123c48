/**
 * The payment step (docs/booking-api.md, Payments; decision 013): the built-in sandbox's card
 * pages and webhook, and the hand-off to PayHere and its notification. The pages are server
 * rendered HTML that work without script; the forms post `application/x-www-form-urlencoded`.
 */
import { z } from 'zod'

/** The signed token in a payment link (`/payments/{provider}/{token}`). */
export const paymentPageParamsSchema = z.object({ token: z.string().max(100) })

const field = z.string().max(200).optional()

/** The sandbox's card form. The card number and CVC are never echoed back. */
export const sandboxCardFormSchema = z.object({ name: field, number: field, expiry: field, cvc: field })

/** The 3-D-Secure-style step: the signed challenge and the button pressed. */
export const sandboxAuthenticationFormSchema = z.object({
  challenge: z.string().max(500).optional(),
  /** 'complete' pays; anything else fails the authentication. */
  outcome: z.string().max(20).optional(),
})

/** POST /api/payments/sandbox/notify: how the sandbox settled the charge. */
export const sandboxNotifyReplySchema = z.object({
  status: z.literal('ok'),
  outcome: z.string().describe('settled, duplicate, failed, mismatch, …'),
})

/**
 * PayHere's server notification: form fields merchant_id, order_id, payment_id,
 * payhere_amount, payhere_currency, status_code, md5sig, … checked against the signature by
 * the PayHere service (a bad one is a plain-text 400).
 */
export const payhereNotificationSchema = z.record(z.string(), z.unknown())

/**
 * The sandbox's webhook body, kept as the exact text sent: the `x-sandbox-signature` header
 * is an HMAC over these bytes, checked before the JSON inside is read.
 */
export const sandboxNotificationSchema = z.string().max(64 * 1024)

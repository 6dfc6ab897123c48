import { Messages } from './messages.ts'

/** The basic e-mail pattern of spec §5 ("must match a basic pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim())
}

export interface InquiryInput {
  name?: unknown
  email?: unknown
  phone?: unknown
  message?: unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Spec §5 Inquiry: checked in order, the first failure is the message. Returns null when valid.
 * The e-mail also has to look like one, so the admin can answer it.
 */
export function inquiryError(input: InquiryInput): string | null {
  if (!text(input.name)) return Messages.inquiryNameRequired
  if (!text(input.email)) return Messages.inquiryEmailRequired
  if (!isEmail(text(input.email))) return Messages.subscribeEmailInvalid
  if (!text(input.phone)) return Messages.inquiryPhoneRequired
  if (!text(input.message)) return Messages.inquiryMessageRequired
  return null
}

/** Spec §5 Deals subscription e-mail. Returns null when valid. */
export function subscriptionEmailError(email: unknown): string | null {
  if (!text(email)) return Messages.subscribeEmailRequired
  if (!isEmail(text(email))) return Messages.subscribeEmailInvalid
  return null
}

export const INQUIRY_LIMITS = { name: 120, email: 254, phone: 40, message: 4000 } as const

/**
 * The honeypot of the inquiry and subscription forms: hidden from people (and from assistive
 * technology), filled by form-filling bots. The API answers success and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website'

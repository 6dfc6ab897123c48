/**
 * The sandbox's card rules: a well-formed card (Luhn, expiry in the future, CVC) and one of the
 * published test numbers, each with a fixed behaviour. Real card numbers are refused, so nobody
 * types theirs into a test page. Nothing here is stored: only the last four digits leave.
 */

export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', behaviour: 'succeed', label: 'Succeeds' },
  { number: '4000000000000002', behaviour: 'decline', label: "Is declined ('Your card was declined')" },
  { number: '4000000000003220', behaviour: 'authenticate', label: 'Asks for 3-D Secure authentication' },
] as const

export type CardBehaviour = (typeof SANDBOX_TEST_CARDS)[number]['behaviour']

export const CardMessages = {
  name: 'Enter the name on the card',
  number: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3- or 4-digit security code',
  notATestCard: 'Use one of the test card numbers listed on this page',
  declined: 'Your card was declined',
  authenticationFailed: 'Authentication failed: your card was not charged',
} as const

export interface CardInput {
  name?: unknown
  number?: unknown
  expiry?: unknown
  cvc?: unknown
}

export type CardCheck =
  | { ok: true; behaviour: CardBehaviour; last4: string }
  | { ok: false; message: string; field: 'name' | 'number' | 'expiry' | 'cvc' }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** A card is valid through the last day of its expiry month. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry)
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return CardMessages.expiryFormat
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return year * 12 + (month - 1) < current ? CardMessages.expired : null
}

export function checkCard(input: CardInput, now = new Date()): CardCheck {
  const name = text(input.name)
  if (!name || name.length > 100) return { ok: false, message: CardMessages.name, field: 'name' }
  const digits = text(input.number).replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: CardMessages.number, field: 'number' }
  }
  const expiry = expiryProblem(text(input.expiry), now)
  if (expiry) return { ok: false, message: expiry, field: 'expiry' }
  if (!/^\d{3,4}$/.test(text(input.cvc))) return { ok: false, message: CardMessages.cvc, field: 'cvc' }
  const card = SANDBOX_TEST_CARDS.find((c) => c.number === digits)
  if (!card) return { ok: false, message: CardMessages.notATestCard, field: 'number' }
  return { ok: true, behaviour: card.behaviour, last4: digits.slice(-4) }
}

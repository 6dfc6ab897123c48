import { readStoredJson, storeJson } from './session-store'

/**
 * The guest lookup's link from the confirmation page and the e-mail (decision 067):
 * `/booking/find?reference=REF#email=…`. The e-mail travels in the fragment, which browsers
 * never send to a server (decision 057 keeps it out of request URLs and logs).
 */
export const LOOKUP_EMAIL_KEY = 'serendib.lookup-email'

export function bookingLookupPath(reference: string, email?: string | null): string {
  const path = `/booking/find?reference=${encodeURIComponent(reference)}`
  return email ? `${path}#email=${encodeURIComponent(email)}` : path
}

/** Checkout keeps the contact e-mail in this tab, for the page after payment. */
export function rememberLookupEmail(email: string): void {
  const trimmed = email.trim()
  if (trimmed) storeJson(LOOKUP_EMAIL_KEY, trimmed)
}

export function rememberedLookupEmail(): string | null {
  const stored = readStoredJson(LOOKUP_EMAIL_KEY)
  return typeof stored === 'string' && stored.length <= 254 ? stored : null
}

/** The e-mail from a `#email=…` fragment, else the one checkout kept in this tab. */
export function lookupEmailFrom(hash: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const email = fragment.get('email')?.trim()
  if (email && email.length <= 254) return email
  return rememberedLookupEmail()
}

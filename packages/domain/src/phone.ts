/**
 * One phone rule (issue 30 point 4, decision 063): a phone number is written with its country
 * code. Checkout (lead traveller and contact) and account settings, in the browser and on the
 * server, all ask `phoneProblem`; a number typed without the code is read in the country the
 * form's country list names, and stored in the international form ("+94 77 123 4567").
 *
 * libphonenumber-js (Google's numbering plan data, kept up to date) knows each country's code
 * and lengths. "Possible" (the right length for the country) rather than "valid" (a number range
 * in use): a traveller's new mobile range must never be refused, and the demo's +44 7700 900123
 * is a drama number that "valid" refuses.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js'
import { PhoneMessages } from './messages/phone.ts'

export { PhoneMessages }
export type { CountryCode }

/** Digits, spaces, dashes, dots, brackets and slashes, with a leading + for the code. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/
/** No real number (15 digits, E.164) is longer; the field's own limit. */
export const PHONE_MAX_LENGTH = 30

/** The code as an ISO country ('LK'), when it is one the numbering plan knows. */
export function phoneCountryCode(value: string | null | undefined): CountryCode | undefined {
  // Nothing runs when the module loads: pages that import a module beside it (the home page's
  // sign-in) leave the numbering plan out of their JavaScript.
  const code = (value ?? '').trim().toUpperCase()
  return (getCountries() as string[]).includes(code) ? (code as CountryCode) : undefined
}

function parsed(value: string, country?: string) {
  const text = value.trim()
  if (!text || text.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return undefined
  // A number starting with + carries its own code; the list's country is for one without.
  const number = parsePhoneNumberFromString(
    text,
    text.startsWith('+') ? undefined : phoneCountryCode(country),
  )
  return number?.isPossible() ? number : undefined
}

/**
 * The number in the international form ('+94 77 123 4567'), or null when it is not a phone
 * number of the right length for its country code. Without a `country`, the number must start
 * with + and its code.
 */
export function normalisePhone(value: string, country?: string): string | null {
  return parsed(value, country)?.formatInternational() ?? null
}

/** The message for a phone that is not one (null when it is), the same wherever it is typed. */
export function phoneProblem(value: string, country?: string): string | null {
  return parsed(value, country) ? null : PhoneMessages.invalid
}

/** The country a stored number belongs to ('+44 …' is GB), for the form's country list. */
export function countryOfPhone(value: string | null | undefined): CountryCode | undefined {
  const text = (value ?? '').trim()
  if (!text.startsWith('+')) return undefined
  const number = parsePhoneNumberFromString(text)
  return number?.country ?? number?.getPossibleCountries()[0]
}

export interface PhoneCountry {
  code: CountryCode
  name: string
  /** '+94' */
  dial: string
}

let countryList: PhoneCountry[] | null = null

/** Every country the numbering plan knows, by English name, with its calling code. */
export function phoneCountries(): readonly PhoneCountry[] {
  if (countryList) return countryList
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  countryList = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return countryList
}

/** '+94' for 'LK'. */
export function dialCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`
}

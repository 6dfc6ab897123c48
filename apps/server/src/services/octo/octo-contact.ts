/**
 * A reseller's contact for the booking: the name, e-mail and phone the site's booking keeps
 * (the supplier and support see them), and the contact's own notes, country and languages,
 * which only OCTO carries (octo_bookings). A field left out keeps what was there.
 */
import type { OctoContactInput } from '@serendib/domain/api/octo'

const trimmed = (value: string | null | undefined) =>
  value !== undefined && value !== null ? value.trim() : undefined

/** The booking's contact columns; fullName fills first and last name when those are not sent. */
export function bookingContactColumns(contact: OctoContactInput | undefined) {
  if (!contact) return {}
  const [first, ...rest] = (contact.fullName ?? '').trim().split(/\s+/)
  const firstName = trimmed(contact.firstName) ?? (first || undefined)
  const lastName = trimmed(contact.lastName) ?? (rest.join(' ') || undefined)
  return {
    ...(firstName !== undefined && { contactFirstname: firstName }),
    ...(lastName !== undefined && { contactLastname: lastName }),
    ...(contact.emailAddress != null && { contactEmail: contact.emailAddress.trim() }),
    ...(contact.phoneNumber != null && { contactPhone: contact.phoneNumber.trim() }),
  }
}

/** The octo_bookings contact columns; null clears notes or country, as OCTO's nullable fields do. */
export function octoContactColumns(contact: OctoContactInput | undefined) {
  if (!contact) return {}
  return {
    ...(contact.notes !== undefined && { contactNotes: contact.notes?.trim() || null }),
    ...(contact.country !== undefined && { contactCountry: contact.country?.trim().toUpperCase() || null }),
    ...(contact.locales !== undefined && { contactLocales: contact.locales }),
  }
}

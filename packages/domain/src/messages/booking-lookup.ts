/** A guest finding a booking by its reference and contact e-mail (/booking/find, decision 057). */
export const BookingLookupMessages = {
  referenceRequired: 'Enter your booking reference',
  emailRequired: 'Enter the e-mail address you booked with',
  /** The same answer for a wrong reference, a wrong e-mail and both: nothing is revealed. */
  notFound: 'We could not find a booking with that reference and e-mail address.',
} as const

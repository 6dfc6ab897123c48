/**
 * The phone rule's words (decision 063): checkout's traveller and contact phones and the
 * account's phone say the same thing. Ours: the spec only says a phone can not be empty.
 */
export const PhoneMessages = {
  invalid: 'Enter the phone number with its country code, for example +94 77 123 4567',
  countryLabel: 'Country',
} as const

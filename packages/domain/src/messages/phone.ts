/**
 * The phone rule's words (decision 063): checkout's traveller and contact phones and the
 * account's phone say the same thing. Ours: the spec only says a phone can not be empty. The
 * message itself sits in AccountMessages, which the home page's sign-in already carries.
 */
import { AccountMessages } from './accounts.ts'

export const PhoneMessages = {
  invalid: AccountMessages.invalidPhone,
  countryLabel: 'Country',
} as const

/**
 * Account rules shared by the sign-up and settings forms and the API (spec §5 Login and
 * Sign-up). The browser shows these messages as the user types; the server applies the same
 * rules again, because a form can be skipped.
 */
import { isEmail } from './contact-forms.ts'
import { Messages } from './messages.ts'
import { AccountMessages } from './messages/accounts.ts'
import { phoneProblem } from './phone.ts'
import { UserType, type UserTypeCode } from './user-types.ts'

export { isEmail }

/** The first-party web client's id (spec §9), sent with sign-in and sign-up. */
export const WEB_CLIENT_ID = '2'

export const NAME_MAX_LENGTH = 80
export const PASSWORD_MIN_LENGTH = 8
/** argon2 hashes any length, but a megabyte password is a denial-of-service, not a password. */
export const PASSWORD_MAX_LENGTH = 128

/** Users who may sign themselves up: customers (spec §6, type 3) and suppliers (type 2). */
export const SELF_SIGN_UP_TYPES: readonly UserTypeCode[] = [UserType.customer, UserType.supplier]

/**
 * Minimum strength: 8+ characters with a letter and a non-letter, and not the e-mail itself.
 * Simple enough to state in one sentence; long passphrases pass.
 */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return AccountMessages.passwordTooLong
  if (password.length < PASSWORD_MIN_LENGTH || !/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password))
    return AccountMessages.weakPassword
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    return AccountMessages.passwordIsEmail
  return null
}

export interface SignUpForm {
  first_name: string
  last_name: string
  email: string
  password: string
  confim_password: string
  /** The ALTCHA payload; empty until the widget is solved. */
  altcha: string
}

export type SignUpField = keyof SignUpForm
export type SignUpErrors = Partial<Record<SignUpField, string>>

/**
 * Spec §5 Sign-up: each empty field 'Required', the e-mail pattern, both password fields
 * 'Passwords do not match' when both are filled and differ, the captcha; then our strength
 * rule on the password. Returns one message per failing field (empty object when valid).
 */
export function signUpErrors(form: SignUpForm): SignUpErrors {
  const errors: SignUpErrors = {}
  for (const field of ['first_name', 'last_name', 'email', 'password', 'confim_password'] as const) {
    if (!form[field].trim()) errors[field] = Messages.required
  }
  if (!errors.email && !isEmail(form.email)) errors.email = Messages.invalidEmail
  if (form.password && form.confim_password && form.password !== form.confim_password) {
    errors.password = Messages.passwordsDoNotMatch
    errors.confim_password = Messages.passwordsDoNotMatch
  }
  if (!errors.password) {
    const weak = form.password ? passwordProblem(form.password, form.email) : null
    if (weak) errors.password = weak
  }
  for (const field of ['first_name', 'last_name'] as const) {
    if (!errors[field] && form[field].trim().length > NAME_MAX_LENGTH)
      errors[field] = AccountMessages.nameTooLong
  }
  if (!form.altcha) errors.altcha = Messages.captchaRequired
  return errors
}

/** Spec §2 Login: the 'Send me new password' link shows only when the username looks like an e-mail. */
export function canSendNewPassword(username: string): boolean {
  return isEmail(username)
}

/** Spec §5 Login: the message for each empty field (login is still submitted). */
export function loginFieldErrors(
  username: string,
  password: string,
): { username?: string; password?: string } {
  return {
    ...(username.trim() ? {} : { username: Messages.loginEmailRequired }),
    ...(password ? {} : { password: Messages.loginPasswordRequired }),
  }
}

/** Fields of POST /api/account/profile/field/update; anything else is refused. */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone_number', 'email', 'password'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** 'phone' is what some clients send for phone_number. */
export function profileFieldName(field: string): ProfileField | null {
  if (field === 'phone') return 'phone_number'
  return (PROFILE_FIELDS as readonly string[]).includes(field) ? (field as ProfileField) : null
}

/** The problem with a new value for a profile field, or null. Passwords also need the current one (server). */
export function profileValueProblem(field: ProfileField, value: string, email = ''): string | null {
  switch (field) {
    case 'first_name':
    case 'last_name':
      if (!value.trim()) return Messages.required
      return value.trim().length > NAME_MAX_LENGTH ? AccountMessages.nameTooLong : null
    case 'phone_number':
      return phoneProblem(value)
    case 'email':
      if (!value.trim()) return Messages.required
      return isEmail(value) ? null : Messages.invalidEmail
    case 'password':
      return passwordProblem(value, email)
  }
}

/** The signed-in user (spec §3 Session state) and the sign-in answer: declared once, in api/. */
export type { AccessTokenReply, SessionUser } from './api/accounts.ts'

/**
 * POST /api/register: customers (type 3) and suppliers (type 2) sign themselves up. The
 * form's rules run again here (packages/domain/src/accounts.ts), then the captcha is spent,
 * then the user, the supplier profile and the verification mail are written in one transaction.
 */
import { supplierProfiles, users } from '@serendib/db/schema/users'
import type { Database } from '@serendib/db/client'
import { hashPassword } from '@serendib/db/passwords'
import {
  SELF_SIGN_UP_TYPES,
  signUpErrors,
  type SessionUser,
  type SignUpField,
} from '@serendib/domain/accounts'
import { DomainError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { UserType, type UserTypeCode } from '@serendib/domain/user-types'
import { consume, RateLimits } from '../abuse/rate-limit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { accountLocale } from '../email/mail-i18n.ts'
import { verifyEmailMail } from '../email/templates.ts'
import { verifyCaptcha } from './captcha.ts'
import { createOneTimeLink } from './one-time-links.ts'
import { userJson } from './user-json.ts'
import { findUserByEmail, isUniqueViolation } from './users.ts'

/** A refused registration: the spec's client shows error[0], so the list leads with the most useful. */
export class RegistrationError extends DomainError {
  readonly errors: string[]
  constructor(errors: string[]) {
    super(errors[0] ?? Messages.registrationFailed, 422)
    this.errors = errors
  }
}

export interface RegistrationInput {
  user_type?: unknown
  first_name?: unknown
  last_name?: unknown
  email?: unknown
  password?: unknown
  confim_password?: unknown
  altcha?: unknown
  offers?: unknown
  /** The sign-up page's language (decision 077); the account's mails are written in it. */
  locale?: unknown
}

const FIELD_LABELS: Record<SignUpField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  password: 'Password',
  confim_password: 'Confirm password',
  altcha: 'Captcha',
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** "Required" alone says nothing in a list: name the field, unless the message already does. */
function listErrors(errors: Partial<Record<SignUpField, string>>): string[] {
  const list = Object.entries(errors).map(([field, message]) =>
    message === Messages.required ? `${FIELD_LABELS[field as SignUpField]}: ${message}` : message,
  )
  return [...new Set(list)]
}

export interface RegistrationContext {
  ip: string
  appSecret: string
  publicUrl: string
}

export async function registerUser(
  database: Database,
  input: RegistrationInput,
  { ip, appSecret, publicUrl }: RegistrationContext,
): Promise<SessionUser> {
  const db = database.db
  await consume(db, RateLimits.signUpPerIp, ip)

  const userType = Number(input.user_type ?? UserType.customer) as UserTypeCode
  const form = {
    first_name: text(input.first_name).trim(),
    last_name: text(input.last_name).trim(),
    email: text(input.email).trim(),
    password: text(input.password),
    confim_password: text(input.confim_password),
    altcha: text(input.altcha),
  }
  const errors = listErrors(signUpErrors(form))
  if (!SELF_SIGN_UP_TYPES.includes(userType)) errors.unshift(AccountMessages.invalidUserType)
  if (errors.length > 0) throw new RegistrationError(errors)

  // Cheap refusal first: an address that is taken does not cost the visitor their captcha.
  if (await findUserByEmail(db, form.email)) throw new RegistrationError([AccountMessages.emailTaken])
  if (!(await verifyCaptcha(db, form.altcha, { appSecret }))) {
    throw new RegistrationError([AccountMessages.captchaFailed])
  }

  const passwordHash = await hashPassword(form.password)
  try {
    return await database.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userType,
          firstName: form.first_name,
          lastName: form.last_name,
          email: form.email,
          passwordHash,
          marketingOptIn: input.offers === true || input.offers === 'true' || input.offers === 1,
          locale: accountLocale(input.locale),
        })
        .returning()
      if (!user) throw new Error('insert returned no user')
      if (userType === UserType.supplier) {
        await tx
          .insert(supplierProfiles)
          .values({ userId: user.id, contactName: `${form.first_name} ${form.last_name}` })
      }
      const token = await createOneTimeLink(tx, user.id, 'verify_email', { email: user.email })
      await enqueueEmail(
        tx,
        verifyEmailMail(
          { email: user.email, firstName: user.firstName, locale: user.locale },
          verificationUrl(publicUrl, token),
        ),
      )
      return userJson(user)
    })
  } catch (error) {
    // Two sign-ups with one address at once: the unique index lets exactly one through.
    if (isUniqueViolation(error)) throw new RegistrationError([AccountMessages.emailTaken])
    throw error
  }
}

export function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/verify/email?token=${encodeURIComponent(token)}`
}

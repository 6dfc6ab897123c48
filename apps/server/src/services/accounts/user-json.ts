import type { User } from '@serendib/db/schema/users'
import type { SessionUser } from '@serendib/domain/accounts'
import type { UserTypeCode } from '@serendib/domain/user-types'

/** The user as the API shows it (spec §3 Session state): never the hash, never internal columns. */
export function userJson(user: User): SessionUser {
  return {
    id: user.id,
    avatar: user.avatarKey ? `/media/${user.avatarKey}` : null,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    user_type: user.userType as UserTypeCode,
    email_verified: user.emailVerifiedAt !== null,
  }
}

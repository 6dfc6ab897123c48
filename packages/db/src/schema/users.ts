/** Accounts of every kind (admin, supplier, customer) and what authenticates them. */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, imageWidths, instant, timestamps } from './columns.ts'

/** users.status: only active users may sign in; admins suspend instead of deleting. */
export const UserStatus = { suspended: 0, active: 1 } as const

/**
 * users.approval_status of a supplier (packages/domain/src/supplier-approval.ts): 0 pending,
 * 1 approved, 2 rejected. New rows start pending (fail closed); migration supplier-approval-and-payouts approved the
 * suppliers that existed before approval did, and the demo seed writes its suppliers approved.
 */

export const users = pgTable(
  'users',
  {
    id: id(),
    /** 1 admin, 2 supplier, 3 customer (packages/domain/src/user-types.ts). */
    userType: smallint('user_type').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Kept as typed for display; uniqueness is case-insensitive (index below). */
    email: text('email').notNull(),
    /** Null for accounts created by social sign-in or non-member checkout until a password is set. */
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    avatarKey: text('avatar_key'),
    emailVerifiedAt: instant('email_verified_at'),
    status: smallint('status').notNull().default(UserStatus.active),
    /** The sign-up form's offers opt-in checkbox. */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    lastLoginAt: instant('last_login_at'),
    /**
     * The traveller language the account was created in (decision 077): its account mails
     * (verify, password, welcome) are written in it. Anything else reads as English.
     */
    locale: text('locale').notNull().default('en'),
    /** Suppliers only (decision 037): pending until an admin approves; meaningless for others. */
    approvalStatus: smallint('approval_status').notNull().default(0),
    /** The admin's reason, shown to the supplier, when the last decision was a rejection. */
    approvalReason: text('approval_reason'),
    approvalDecidedAt: instant('approval_decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_user_type_idx').on(t.userType),
  ],
)

/** A supplier's business (work_*) and contact person (contact_*) details, spec §3. */
export const supplierProfiles = pgTable('supplier_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workName: text('work_name').notNull().default(''),
  /** The marketplace's commission on this supplier's bookings in basis points; null: the default. */
  commissionBps: integer('commission_bps'),
  workAddress: text('work_address'),
  workRegistrationNumber: text('work_registration_number'),
  workFixedPhone: text('work_fixed_phone'),
  workMobile: text('work_mobile'),
  workAvatarKey: text('work_avatar_key'),
  workAvatarWidths: imageWidths('work_avatar_widths'),
  contactName: text('contact_name'),
  contactNic: text('contact_nic'),
  contactHomePhone: text('contact_home_phone'),
  contactMobilePhone: text('contact_mobile_phone'),
  contactAddress: text('contact_address'),
  contactAvatarKey: text('contact_avatar_key'),
  contactAvatarWidths: imageWidths('contact_avatar_widths'),
  /** Where payouts go (issue 13); shown only to the supplier and admins. */
  payoutBankName: text('payout_bank_name'),
  payoutAccountHolder: text('payout_account_holder'),
  payoutAccountNumber: text('payout_account_number'),
  /** Branch name or code, or the bank's SWIFT/BIC for transfers from abroad. */
  payoutBranch: text('payout_branch'),
  /** The portal's language the supplier chose (decision 078): en, si or ta; also its e-mails'. */
  portalLocale: text('portal_locale').notNull().default('en'),
  ...timestamps(),
})

/**
 * Bearer access tokens. Only the SHA-256 of the opaque token is stored, so a leaked table
 * cannot be replayed; logout sets revoked_at.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull().default('2'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
    /** Minted from (or kept by) this browser sign-in: ends with it (decision 057). */
    webSessionId: integer('web_session_id').references(() => webSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_tokens_user_id_idx').on(t.userId),
    index('access_tokens_web_session_id_idx').on(t.webSessionId),
  ],
)

/**
 * A browser that stays signed in (decision 057): the httpOnly cookie holds the opaque token,
 * only its SHA-256 is stored. The web exchanges it for short-lived access tokens; each exchange
 * slides `expires_at`, never past `ends_at`. Logout and "sign out everywhere" set revoked_at.
 */
export const webSessions = pgTable(
  'web_sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Idle expiry, moved forward each time the browser exchanges the cookie. */
    expiresAt: instant('expires_at').notNull(),
    /** Absolute end: a stolen cookie used every day still stops here. */
    endsAt: instant('ends_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('web_sessions_user_id_idx').on(t.userId)],
)

/** A verified social sign-in (OIDC issuer's provider name + subject) linked to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'google' | 'facebook' | 'apple'. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject),
    index('social_identities_user_id_idx').on(t.userId),
  ],
)

export const OneTimeTokenPurpose = {
  verifyEmail: 'verify_email',
  resetPassword: 'reset_password',
  /** Non-member checkout: the new account's first password. */
  setPassword: 'set_password',
  /** A signed-in user changed their e-mail: the new address (payload.email) is used once confirmed. */
  changeEmail: 'change_email',
  /** Sent to the old address after an e-mail change (payload.email): puts it back, for 7 days. */
  undoEmailChange: 'undo_email_change',
} as const
export type OneTimeTokenPurposeName = (typeof OneTimeTokenPurpose)[keyof typeof OneTimeTokenPurpose]

/** Single-use e-mailed links; used_at makes the second use fail. Stored hashed like access tokens. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurposeName>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link carries besides the user, e.g. { email, from } for change_email. */
    payload: jsonb('payload').$type<{ email?: string; from?: string }>(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_id_purpose_idx').on(t.userId, t.purpose)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type SupplierProfile = typeof supplierProfiles.$inferSelect

/**
 * The supplier's profile (spec §3 Account profile: every work_* and contact_* field, categories)
 * plus payout details (issue 13). The portal's form and PUT /api/supplier/profile check with the
 * same function, so a field shows the message the API would answer.
 */

export const supplierProfileTextFields = [
  'work_name',
  'work_address',
  'work_registration_number',
  'work_fixed_phone',
  'work_mobile',
  'contact_name',
  'contact_nic',
  'contact_home_phone',
  'contact_mobile_phone',
  'contact_address',
  'payout_bank_name',
  'payout_account_holder',
  'payout_account_number',
  'payout_branch',
] as const
export type SupplierProfileTextField = (typeof supplierProfileTextFields)[number]
export type SupplierProfileField = SupplierProfileTextField | 'categories'

export const supplierProfileLabels: Record<SupplierProfileField, string> = {
  work_name: 'Business name',
  work_address: 'Business address',
  work_registration_number: 'Business registration number',
  work_fixed_phone: 'Business fixed phone',
  work_mobile: 'Business mobile',
  contact_name: 'Contact person',
  contact_nic: 'Contact NIC',
  contact_home_phone: 'Contact home phone',
  contact_mobile_phone: 'Contact mobile phone',
  contact_address: 'Contact address',
  payout_bank_name: 'Bank name',
  payout_account_holder: 'Account holder',
  payout_account_number: 'Account number',
  payout_branch: 'Branch / SWIFT',
  categories: 'Categories',
}

const MAX_LENGTH: Record<SupplierProfileTextField, number> = {
  work_name: 120,
  work_address: 300,
  work_registration_number: 40,
  work_fixed_phone: 25,
  work_mobile: 25,
  contact_name: 120,
  contact_nic: 12,
  contact_home_phone: 25,
  contact_mobile_phone: 25,
  contact_address: 300,
  payout_bank_name: 80,
  payout_account_holder: 120,
  payout_account_number: 30,
  payout_branch: 60,
}

export const MAX_SUPPLIER_CATEGORIES = 10

const PHONE_FIELDS = new Set<SupplierProfileTextField>([
  'work_fixed_phone',
  'work_mobile',
  'contact_home_phone',
  'contact_mobile_phone',
])
const REQUIRED = new Set<SupplierProfileTextField>(['work_name', 'contact_name'])
const PAYOUT_CORE = ['payout_bank_name', 'payout_account_holder', 'payout_account_number'] as const

export const SupplierProfileMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  phone: 'Enter a phone number of 7 to 15 digits, for example +94 77 123 4567',
  nic: 'Enter the NIC as 9 digits followed by V or X, or as 12 digits',
  registration: 'Use letters, digits, spaces, / and - only',
  accountNumber: 'Enter the account number: 6 to 20 digits',
  payoutTogether: (label: string) => `${label} is needed to receive payouts`,
  tooManyCategories: `Choose at most ${MAX_SUPPLIER_CATEGORIES} categories`,
  unknownCategory: 'Choose categories from the list',
  saved: 'Your profile was updated',
  avatarSaved: 'Picture updated',
  avatarRemoved: 'Picture removed',
  fixFields: 'Some fields need your attention',
} as const

/** Text values as a form or a request holds them: missing, null or a string. */
export type SupplierProfileInput = Partial<Record<SupplierProfileTextField, string | null>> & {
  categories?: readonly number[]
}
export type SupplierProfileErrors = Partial<Record<SupplierProfileField, string>>

/** Trimmed text, or null for an empty value (stored as null, shown as an empty field). */
export function cleanProfileText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  return text ? text : null
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length
}

function textProblem(field: SupplierProfileTextField, value: string | null): string | null {
  const label = supplierProfileLabels[field]
  if (!value) return REQUIRED.has(field) ? SupplierProfileMessages.required(label) : null
  if (value.length > MAX_LENGTH[field]) return SupplierProfileMessages.tooLong(label, MAX_LENGTH[field])
  if (PHONE_FIELDS.has(field)) {
    const ok = /^\+?[0-9 ()-]+$/.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15
    return ok ? null : SupplierProfileMessages.phone
  }
  if (field === 'contact_nic')
    return /^(\d{9}[VvXx]|\d{12})$/.test(value) ? null : SupplierProfileMessages.nic
  if (field === 'work_registration_number')
    return /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(value) ? null : SupplierProfileMessages.registration
  if (field === 'payout_account_number') {
    const ok = /^[0-9 -]+$/.test(value) && digitCount(value) >= 6 && digitCount(value) <= 20
    return ok ? null : SupplierProfileMessages.accountNumber
  }
  return null
}

/**
 * Field errors of a whole profile as it would be saved (every text field; absent = empty).
 * Unknown category ids are the server's to find (it knows the list). Empty object = valid.
 */
export function supplierProfileErrors(input: SupplierProfileInput): SupplierProfileErrors {
  const errors: SupplierProfileErrors = {}
  const values = Object.fromEntries(
    supplierProfileTextFields.map((f) => [f, cleanProfileText(input[f])]),
  ) as Record<SupplierProfileTextField, string | null>
  for (const field of supplierProfileTextFields) {
    const problem = textProblem(field, values[field])
    if (problem) errors[field] = problem
  }
  // Payouts need the bank, the holder and the number together; the branch alone is a start too.
  const anyPayout = PAYOUT_CORE.some((f) => values[f]) || values.payout_branch
  if (anyPayout) {
    for (const field of PAYOUT_CORE) {
      if (!values[field] && !errors[field])
        errors[field] = SupplierProfileMessages.payoutTogether(supplierProfileLabels[field])
    }
  }
  const categories = input.categories ?? []
  if (new Set(categories).size > MAX_SUPPLIER_CATEGORIES)
    errors.categories = SupplierProfileMessages.tooManyCategories
  return errors
}

/** What the dashboard lists as still to do before Serendib reviews the account. */
export interface ProfileGap {
  field: SupplierProfileField | 'email'
  label: string
}

const NEEDED_FOR_REVIEW: SupplierProfileTextField[] = [
  'work_name',
  'work_address',
  'work_mobile',
  'contact_name',
  'contact_nic',
  'contact_mobile_phone',
  'payout_bank_name',
  'payout_account_holder',
  'payout_account_number',
]

export function supplierProfileGaps(
  profile: Partial<Record<SupplierProfileTextField, string | null>> & {
    categories: readonly unknown[]
    email_verified: boolean
  },
): ProfileGap[] {
  const gaps: ProfileGap[] = []
  if (!profile.email_verified) gaps.push({ field: 'email', label: 'Confirm your e-mail address' })
  for (const field of NEEDED_FOR_REVIEW) {
    if (!cleanProfileText(profile[field])) gaps.push({ field, label: supplierProfileLabels[field] })
  }
  if (profile.categories.length === 0) gaps.push({ field: 'categories', label: 'At least one category' })
  return gaps
}

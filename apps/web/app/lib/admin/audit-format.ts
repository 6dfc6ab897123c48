/**
 * Audit rows in words (issue 29): field names as people say them (the spec's `itinery` and
 * `condtions` too), statuses by name, money as money, instants in Asia/Colombo, other bookings
 * and tours by reference. The rows stay as recorded; only the console reads them this way.
 */
import type { AuditEntry } from '@serendib/domain/api/admin-audit'
import { auditSubjectLabels } from '@serendib/domain/audit-subjects'
import { bookingStatusLabels, type BookingStatusCode } from '@serendib/domain/booking-status'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import { pricingBasisLabels, type PricingBasisCode } from '@serendib/domain/pricing-basis'
import { confirmationLabel } from '@serendib/domain/sale-types'
import { supplierApprovalLabels, type SupplierApprovalCode } from '@serendib/domain/supplier-approval'
import { tourLifecycleLabels, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'
import { tourTypeLabels, type TourTypeCode } from '@serendib/domain/tour-types'
import { dateTime } from './format'
import { fieldLabel, valueLines } from './tour-diff'

/** Names of the keys audit rows use beyond the tour editor's fields (tour-diff.ts names those). */
const words: Record<string, string> = {
  status: 'Status',
  from_status: 'From',
  to_status: 'To',
  approval_status: 'Approval',
  approved_missing: 'Approved with these missing',
  reason: 'Reason',
  amount_cents: 'Amount',
  refundable_cents: 'Left to refund',
  refunded_cents: 'Refunded',
  paid_in_cents: 'Paid in',
  commission_bps: 'Commission',
  units_per_usd: 'Per USD',
  rate_date: 'Rate date',
  code: 'Currency',
  featured: "In 'Made for you'",
  tokens_revoked: 'Sessions ended',
  refund_id: 'Refund',
  failure_reason: 'Why it failed',
  booking_id: 'Booking',
  activity_id: 'Tour',
  paid_at: 'Paid',
  paid_reference: 'Transfer reference',
  hidden: 'Hidden',
  average_rating: 'Average rating',
  rating_count: 'Reviews',
  payout_bank_name: 'Bank',
  payout_account_holder: 'Account holder',
  payout_account_number: 'Account number',
  payout_branch: 'Branch / SWIFT',
  checked_in_at: 'Checked in',
  closed: 'Closed',
  day: 'Day',
}

/** "itinery" → "Itinerary", "refundable_cents" → "Left to refund", "some_new_key" → "Some new key". */
export function auditFieldName(key: string): string {
  const known = words[key] ?? fieldLabel(key)
  if (known !== key.replace(/_/g, ' ')) return known
  const plain = key.replace(/_(cents|bps|at)$/, '').replace(/_/g, ' ')
  return plain.charAt(0).toUpperCase() + plain.slice(1)
}

const isInstant = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v)

/** The tour editor's coded fields by name ("Day Tour", "Hours", "Per Person"). */
const codeNames: Record<string, (code: number) => string | undefined> = {
  tour_type: (code) => tourTypeLabels[code as TourTypeCode],
  duration_unit: (code) => (['', 'Days', 'Hours', 'Minutes'] as const)[code] || undefined,
  pricing_basis: (code) => pricingBasisLabels[code as PricingBasisCode],
  sale_type: (code) => confirmationLabel(code),
}

/** A status code by the name of the graph the subject belongs to. */
function statusName(subjectType: string, key: string, code: number): string | null {
  if (key === 'approval_status') return supplierApprovalLabels[code as SupplierApprovalCode] ?? null
  if (subjectType === 'tour') return tourLifecycleLabels[code as TourLifecycleCode] ?? null
  if (subjectType === 'booking') return bookingStatusLabels[code as BookingStatusCode] ?? null
  return null
}

/** One value in words; `entry` gives the subject (which graph a status is of) and references. */
export function auditValue(
  entry: Pick<AuditEntry, 'subject_type' | 'references'>,
  key: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value) && value.length === 0) return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' && codeNames[key]) return codeNames[key](value) ?? String(value)
  if (typeof value === 'number') {
    if (key.endsWith('_cents')) return formatUsd(value)
    if (key.endsWith('_bps')) return `${+(value / 100).toFixed(2)} %`
    if (/(^|_)status$/.test(key)) return statusName(entry.subject_type, key, value) ?? String(value)
    if (key === 'booking_id') return entry.references[`booking:${value}`] ?? `#${value}`
    if (key === 'activity_id' || key === 'tour_id') return entry.references[`tour:${value}`] ?? `#${value}`
    return String(value)
  }
  if (typeof value === 'string') {
    if (isInstant(value)) return `${dateTime(value)} (Colombo)`
    if (isDay(value)) return formatDisplayDate(value)
    return value.length > 160 ? `${value.slice(0, 160)}…` : value
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('; ')
  const lines = valueLines(value)
  return lines.length > 0 ? lines.join('; ') : '—'
}

/** Before or after as `[name, value]` lines; a bare value is one line without a name. */
export function auditLines(
  entry: Pick<AuditEntry, 'subject_type' | 'references'>,
  value: unknown,
): [string | null, string][] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object' || Array.isArray(value)) return [[null, auditValue(entry, '', value)]]
  return Object.entries(value as Record<string, unknown>).map(([key, v]) => [
    auditFieldName(key),
    auditValue(entry, key, v),
  ])
}

/** "Booking SER-B-1234", "Tour SER-00051 · Title", "Currency rate EUR", or the type and id. */
export function auditSubject(
  entry: Pick<AuditEntry, 'subject_type' | 'subject_id' | 'subject_label'>,
): string {
  const kind = auditSubjectLabels[entry.subject_type as keyof typeof auditSubjectLabels] ?? entry.subject_type
  const id = entry.subject_id ?? ''
  const name = entry.subject_label ?? (/^\d+$/.test(id) ? `#${id}` : id)
  return `${kind} ${name}`.trim()
}

/** Where the subject's own console page is, when it has one. */
export function auditSubjectHref(entry: Pick<AuditEntry, 'subject_type' | 'subject_id'>): string | null {
  const id = entry.subject_id
  if (!id) return null
  switch (entry.subject_type) {
    case 'booking':
      return `/admin/bookings/${id}`
    case 'tour':
      return `/admin/tours/${id}`
    case 'user':
      return `/admin/users/${id}`
    case 'reseller':
      return `/admin/resellers/${id}`
    case 'currency':
      return '/admin/currency-rates'
    case 'payout_statement':
      return '/admin/payouts'
    default:
      return null
  }
}

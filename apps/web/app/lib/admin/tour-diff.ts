/**
 * A changed tour's diff in words an admin reads at a glance: each field named as the editor
 * names it, each value as lines ("Adult: $65.00", "09:00 · Sigiriya Rock"), and for lists only
 * the lines removed and added.
 */
import type { TourDiffEntry } from '@serendib/domain/api/supplier-tours'
import { formatUsd } from '@serendib/domain/money'

const labels: Record<string, string> = {
  title: 'Title',
  tour_type: 'Tour type',
  duration_value: 'Duration',
  duration_unit: 'Duration unit',
  category_ids: 'Categories (ids)',
  overview: 'Overview',
  start_location_ids: 'Start locations (ids)',
  itinery: 'Itinerary',
  inclusion: 'Includes',
  exclision: 'Excludes',
  know_policy: 'Know before you go',
  meeting_point: 'Meeting point',
  condtions: 'Conditions',
  cancel_policy: 'Cancellation policy',
  contact_number: 'Contact number',
  include_adults: 'Adults allowed',
  include_children: 'Children allowed',
  include_infants: 'Infants allowed',
  adults_age_from: 'Adults from age',
  adults_age_to: 'Adults to age',
  children_age_from: 'Children from age',
  children_age_to: 'Children to age',
  infant_age_from: 'Infants from age',
  infant_age_to: 'Infants to age',
  pricing_basis: 'Pricing basis',
  rates: 'Base prices',
  max_group_size: 'Maximum group size',
  price_periods: 'Seasonal prices',
  sale_type: 'Sale type',
  pickup_locations: 'Pick-up points (id · time)',
  daily_capacity: 'Daily capacity',
  start_times: 'Start times',
  blackout_dates: 'Blackout dates',
  booking_cutoff: 'Booking cut-off',
  seo_url: 'SEO url',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
}

export const fieldLabel = (field: string) => labels[field] ?? field.replace(/_/g, ' ')

const weekdays = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

function scalar(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' && key.endsWith('_cents')) return formatUsd(value)
  if (key === 'weekdays' && Array.isArray(value)) return value.map((d) => weekdays[Number(d)] ?? d).join(' ')
  if (Array.isArray(value)) return value.map((v) => scalar('', v)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const pretty = (key: string) => key.replace(/_cents$/, '').replace(/_/g, ' ')

/** One object as one line: "time 09:00 · weekdays Mon Tue · capacity 12"; ids left out. */
function objectLine(item: Record<string, unknown>): string {
  if ('label' in item && 'summery' in item)
    return `${item.day_number ? `Day ${String(item.day_number)} · ` : ''}${scalar('', item.label)} · ${scalar('', item.summery)}`
  return Object.entries(item)
    .filter(([k]) => k !== 'id')
    .map(([k, v]) => `${pretty(k)} ${scalar(k, v)}`)
    .join(' · ')
}

/** A value as the lines the diff compares. */
export function valueLines(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value))
    return value.map((item) =>
      item && typeof item === 'object' ? objectLine(item as Record<string, unknown>) : scalar('', item),
    )
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${pretty(k)}: ${scalar(k, v)}`)
  if (typeof value === 'string') return value.split('\n').filter((line) => line.trim() !== '')
  return [scalar('', value)]
}

export interface ReadableChange {
  field: string
  label: string
  removed: string[]
  added: string[]
}

/** Lines only before (removed) and only after (added), each side in its own order. */
export function readableDiff(diff: TourDiffEntry[]): ReadableChange[] {
  return diff.map((entry) => {
    const before = valueLines(entry.before)
    const after = valueLines(entry.after)
    const kept = new Set(before.filter((line) => after.includes(line)))
    return {
      field: entry.field,
      label: fieldLabel(entry.field),
      removed: before.filter((line) => !kept.has(line)),
      added: after.filter((line) => !kept.has(line)),
    }
  })
}

import type { TourEditorFields } from '@serendib/domain/api/supplier-tours'

/**
 * The editor's steps (issue 13, in its order; issue 33 adds booking questions), each with the payload
 * fields it edits; `label` is the step's id in the portal catalogue (decision 078).
 */
export const tourSteps = [
  {
    slug: 'basics',
    label: 'step.basics',
    fields: [
      'title',
      'tour_type',
      'duration_value',
      'duration_unit',
      'category_ids',
      'overview',
      'start_location_ids',
    ],
  },
  { slug: 'itinerary', label: 'step.itinerary', fields: ['itinery'] },
  {
    slug: 'details',
    label: 'step.details',
    fields: [
      'inclusion',
      'exclision',
      'know_policy',
      'condtions',
      'cancel_policy',
      'meeting_point',
      'contact_number',
    ],
  },
  { slug: 'photos', label: 'step.photos', fields: ['images'] },
  {
    slug: 'prices',
    label: 'step.prices',
    fields: [
      'include_adults',
      'include_children',
      'include_infants',
      'adults_age_from',
      'adults_age_to',
      'children_age_from',
      'children_age_to',
      'infant_age_from',
      'infant_age_to',
      'pricing_basis',
      'rates',
      'max_group_size',
      'price_periods',
      'sale_type',
      'payment_plan',
    ],
  },
  { slug: 'pickup', label: 'step.pickup', fields: ['pickup_locations'] },
  {
    slug: 'availability',
    label: 'step.availability',
    fields: ['daily_capacity', 'start_times', 'blackout_dates', 'booking_cutoff'],
  },
  { slug: 'seo', label: 'step.seo', fields: ['seo_url', 'seo_title', 'seo_description'] },
  // Saved on its own, not by autosave (decision 062): no fields of the tour payload.
  { slug: 'questions', label: 'step.questions', fields: [] },
  // Options and vehicle tiers (decision 073), saved on their own like the questions.
  { slug: 'options', label: 'step.options', fields: [] },
  // The tour's text in other languages and its guides' languages (decision 076), saved on its own.
  { slug: 'languages', label: 'step.languages', fields: [] },
] as const

export type TourStepSlug = (typeof tourSteps)[number]['slug']
export type EditorField = keyof TourEditorFields

export function stepOf(slug: string | undefined) {
  return tourSteps.find((s) => s.slug === slug) ?? tourSteps[0]
}

/** The step a field path (`price_periods.1.ends_on`) belongs to. */
export function stepOfPath(path: string): TourStepSlug {
  const root = path.split('.')[0] ?? ''
  return (tourSteps.find((s) => (s.fields as readonly string[]).includes(root)) ?? tourSteps[0]).slug
}

/** How many of `errors` fall in each step (the step list shows them). */
export function errorCountByStep(errors: Record<string, string>): Partial<Record<TourStepSlug, number>> {
  const counts: Partial<Record<TourStepSlug, number>> = {}
  for (const path of Object.keys(errors)) {
    const step = stepOfPath(path)
    counts[step] = (counts[step] ?? 0) + 1
  }
  return counts
}

/** The editable fields of a tour, as the editor holds them. */
export function editorFields<T extends TourEditorFields>(tour: T): TourEditorFields {
  const fields = {} as Record<string, unknown>
  for (const step of tourSteps)
    for (const f of step.fields) if (f !== 'images') fields[f] = tour[f as EditorField]
  return fields as TourEditorFields
}

import type { ApiSuccess, Suggestions } from '@serendib/domain/catalogue-api'
import { tourTypeLabels, type TourTypeCode } from '@serendib/domain/tour-types'
import { Link, useNavigate } from 'react-router'
import { useCombobox, type Combobox } from '../../lib/use-combobox'

export type TourSuggestion = Suggestions['activities'][number]

/** Long enough to skip most keystrokes of a fast typist, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 150
/** One letter matches most of the catalogue: suggestions start with the second. */
const MIN_KEYWORD_LENGTH = 2

// A failed suggestion call is not worth an error message (no onFailure): the search button still works.
const readSuggestions = (body: ApiSuccess<Suggestions>): TourSuggestion[] => body.data.activities

/** GET /api/search/get for a trimmed keyword, or null while it is too short to suggest anything. */
export function tourSuggestionsPath(keyword: string, tourTypes?: readonly TourTypeCode[]): string | null {
  if (keyword.length < MIN_KEYWORD_LENGTH) return null
  const types = tourTypes ? `&tour_type=${tourTypes.join(',')}` : ''
  return `/api/search/get?key=${encodeURIComponent(keyword)}${types}`
}

interface Options {
  id: string
  initialText?: string
  /** Only these tour types (the home box suggests round and day tours); all without it. */
  tourTypes?: readonly TourTypeCode[]
}

/**
 * A keyword box suggesting tours from GET /api/search/get (spec §2 Header and Home): choosing
 * a suggestion opens its tour page, Enter without one leaves the search to the form.
 */
export function useTourSuggestions({ id, initialText, tourTypes }: Options): Combobox<TourSuggestion> {
  const navigate = useNavigate()
  return useCombobox({
    id,
    initialText,
    debounceMs: SUGGEST_DEBOUNCE_MS,
    requestPath: (keyword) => tourSuggestionsPath(keyword, tourTypes),
    readOptions: readSuggestions,
    onSelect: (option) => navigate(option.full_seo_url),
  })
}

interface ListProps {
  combobox: Combobox<TourSuggestion>
  label: string
  className: string
}

/** The popup of `useTourSuggestions`: each suggestion names the tour and its type. */
export function TourSuggestionList({ combobox, label, className }: ListProps) {
  return (
    <div {...combobox.listboxProps} aria-label={label} className={className}>
      {combobox.options.map((option, index) => (
        // A real link (role option): middle-click and "open in new tab" keep working.
        <Link
          key={option.id}
          {...combobox.optionProps(index)}
          to={option.full_seo_url}
          tabIndex={-1}
          onClick={combobox.close}
          className={`flex flex-col px-4 py-2 text-sm ${index === combobox.active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
        >
          <span className="font-medium text-slate-900">{option.title}</span>
          <span className="text-xs text-slate-600">{tourTypeLabels[option.tour_type]}</span>
        </Link>
      ))}
    </div>
  )
}

import type { ApiSuccess, Suggestions } from '@serendib/domain/catalogue-api'
import { DEFAULT_LOCALE, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { TourTypeCode } from '@serendib/domain/tour-types'
import { Link, useNavigate } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { useCombobox, type Combobox } from '../../lib/use-combobox'

export type TourSuggestion = Suggestions['activities'][number]

/** Long enough to skip most keystrokes of a fast typist, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 150
/** One letter matches most of the catalogue: suggestions start with the second. */
const MIN_KEYWORD_LENGTH = 2

// A failed suggestion call is not worth an error message (no onFailure): the search button still works.
const readSuggestions = (body: ApiSuccess<Suggestions>): TourSuggestion[] => body.data.activities

/**
 * GET /api/search/get for a trimmed keyword, or null while it is too short to suggest anything.
 * On a page in another language the suggestions search and name tours in it (decision 080).
 */
export function tourSuggestionsPath(
  keyword: string,
  tourTypes?: readonly TourTypeCode[],
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (keyword.length < MIN_KEYWORD_LENGTH) return null
  const types = tourTypes ? `&tour_type=${tourTypes.join(',')}` : ''
  const lang = locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`
  return `/api/search/get?key=${encodeURIComponent(keyword)}${types}${lang}`
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
  const { locale, lp } = useTranslator()
  return useCombobox({
    id,
    initialText,
    debounceMs: SUGGEST_DEBOUNCE_MS,
    requestPath: (keyword) => tourSuggestionsPath(keyword, tourTypes, locale),
    readOptions: readSuggestions,
    onSelect: (option) => navigate(lp(option.full_seo_url)),
  })
}

interface ListProps {
  combobox: Combobox<TourSuggestion>
  label: string
  className: string
}

/** The popup of `useTourSuggestions`: each suggestion names the tour and its type. */
export function TourSuggestionList({ combobox, label, className }: ListProps) {
  const { t, lp } = useTranslator()
  return (
    <div {...combobox.listboxProps} aria-label={label} className={className}>
      {combobox.options.map((option, index) => (
        // A real link (role option): middle-click and "open in new tab" keep working.
        <Link
          key={option.id}
          {...combobox.optionProps(index)}
          to={lp(option.full_seo_url)}
          tabIndex={-1}
          onClick={combobox.close}
          className={`flex flex-col px-4 py-2 text-sm ${index === combobox.active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
        >
          {/* A title left in English on a translated page says so, for screen readers' voice. */}
          <span
            lang={option.content_locale === 'en' ? 'en' : undefined}
            className="font-medium text-slate-900"
          >
            {option.title}
          </span>
          <span className="text-xs text-slate-600">{t(`card.tourType${option.tour_type}` as MessageId)}</span>
        </Link>
      ))}
    </div>
  )
}

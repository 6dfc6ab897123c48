import { Form, useSearchParams } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { SearchIcon } from '../ui/icons'
import { TourSuggestionList, useTourSuggestions } from '../ui/tour-suggestions'

/**
 * Keyword search for every page but home, with activity suggestions (spec §2 Header) in the
 * WAI-ARIA combobox pattern. It is a plain GET form, so Enter searches before hydration too;
 * a chosen suggestion goes straight to its tour page.
 */
export function HeaderSearch() {
  const [params] = useSearchParams()
  // Keyed on the URL's keyword so the box follows back/forward and new searches.
  const key = params.get('key') ?? ''
  return <HeaderSearchBox key={key} initial={key} />
}

function HeaderSearchBox({ initial }: { initial: string }) {
  const combobox = useTourSuggestions({ id: 'header-search', initialText: initial })
  const { t, lp } = useTranslator()
  return (
    <Form method="get" action={lp('/search')} role="search" className="relative" onSubmit={combobox.close}>
      <label htmlFor="header-search" className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        {...combobox.inputProps}
        name="key"
        type="search"
        placeholder={t('header.searchPlaceholder')}
        maxLength={200}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t('header.search')}
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon width={18} height={18} />
      </button>
      <TourSuggestionList
        combobox={combobox}
        label={t('header.suggestedTours')}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
      />
    </Form>
  )
}

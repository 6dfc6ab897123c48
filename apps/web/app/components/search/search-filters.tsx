import type { Category, LocationOption } from '@serendib/domain/catalogue-api'
import { DURATION_SLIDER_DAYS } from '@serendib/domain/duration'
import { PRICE_SLIDER_USD } from '@serendib/domain/site'
import { TourType } from '@serendib/domain/tour-types'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  PRICE_STEP_USD,
  changedSearchHref,
  fixedTypeForPath,
  parseSearchQuery,
  searchHref,
  toggleId,
  type SearchQuery,
} from '../../lib/search-query'
import { runDialogCommand, wrapTabInDialog } from '../../lib/dialog-commands'
import { CloseIcon } from '../ui/icons-more'
import { DealsSubscription, type SubscriptionResult } from './deals-subscription'
import { FlagCheckbox } from './flag-checkbox'
import { IdPicker } from './id-picker'
import { RangeFilter } from './range-filter'
import { TourTypeLinks } from './tour-type-links'
import { numberFormat, useTranslator } from '../../lib/i18n'
import { GUIDE_LANGUAGES, guideLanguageName, type GuideLanguage } from '@serendib/domain/i18n/content'
import { languageTag } from '@serendib/domain/i18n/locales'

export const FILTERS_ID = 'search-filters'

interface Props {
  query: SearchQuery
  locations: LocationOption[]
  categories: Category[]
  total: number | null
  subscription: SubscriptionResult | undefined
}

/**
 * The left filter column; on phones a drawer: a native modal <dialog>, opened by an invoker
 * command (no JavaScript needed), so the page behind is inert, Tab stays inside, Escape and
 * outside clicks close it and focus returns to the Filters button. From the lg breakpoint the
 * same element is a plain column, never opened. Sliders, checkboxes and hidden fields make one GET form,
 * so without JavaScript "Apply filters" submits it; with JavaScript each change reads the same
 * form and navigates to the tidy URL, and the loader renders the new results.
 */
export function SearchFilters({ query, locations, categories, total, subscription }: Props) {
  const { lp, t, locale, tag } = useTranslator()
  // English keeps 'USD 1,000' and '3 days'; other languages Intl's whole dollars (decision 077).
  const usd =
    locale === 'en'
      ? (n: number) => `USD ${n.toLocaleString('en-US')}`
      : (n: number) =>
          numberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n)
  const days = (n: number) => t('search.days', { count: n })
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const flags = { deals: query.deals, featured: query.featured }
  const [checked, setChecked] = useState(flags)
  const [synced, setSynced] = useState(flags)
  if (synced.deals !== flags.deals || synced.featured !== flags.featured) {
    setSynced(flags)
    setChecked(flags)
  }

  function apply() {
    const form = formRef.current
    if (!form) return
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
    const next = parseSearchQuery(params, fixedTypeForPath(pathname))
    navigate(lp(searchHref(next)), { preventScrollReset: true })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply()
  }

  // A drawer left open while the window widens to the column layout closes itself.
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)')
    const onChange = () => {
      if (wide.matches) dialogRef.current?.close()
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  return (
    <dialog
      ref={dialogRef}
      id={FILTERS_ID}
      closedby="any"
      onKeyDown={wrapTabInDialog}
      aria-labelledby="filters-title"
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,92vw)] max-w-none overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:bg-transparent lg:shadow-none"
    >
      <aside aria-labelledby="filters-title">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:static lg:border-0 lg:bg-transparent lg:px-0 lg:pt-0">
          <h2 id="filters-title" className="text-lg font-bold text-slate-900">
            {t('search.filters')}
          </h2>
          <button
            type="button"
            commandfor={FILTERS_ID}
            command="close"
            onClick={() => runDialogCommand(FILTERS_ID, 'close')}
            aria-label={t('search.closeFilters')}
            className="flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <div className="flex flex-col gap-6 px-4 pt-4 pb-6 lg:px-0 lg:pt-2">
          <TourTypeLinks query={query} />
          <form
            ref={formRef}
            method="get"
            action={pathname}
            onSubmit={submit}
            className="flex flex-col gap-6"
          >
            {/* What the form's controls do not show travels along, so a submission keeps it. */}
            {query.key ? <input type="hidden" name="key" value={query.key} /> : null}
            {query.type === TourType.activity ? <input type="hidden" name="type" value={query.type} /> : null}
            {query.date ? <input type="hidden" name="date" value={query.date} /> : null}
            {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
            {query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
            <RangeFilter
              title={t('search.duration')}
              names={['duration_min', 'duration_max']}
              bounds={DURATION_SLIDER_DAYS}
              step={1}
              value={[query.durationMin, query.durationMax]}
              format={days}
              thumbLabels={[t('search.shortestDuration'), t('search.longestDuration')]}
              onCommit={apply}
            />
            <RangeFilter
              title={t('search.price')}
              names={['price_min', 'price_max']}
              bounds={PRICE_SLIDER_USD}
              step={PRICE_STEP_USD}
              value={[query.priceMin, query.priceMax]}
              format={usd}
              thumbLabels={[t('search.lowestPrice'), t('search.highestPrice')]}
              onCommit={apply}
            />
            <IdPicker
              title={t('search.categories')}
              labels={{
                chosen: t('search.chosenCategories'),
                choose: t('search.chooseCategories'),
                narrow: t('search.narrowCategories'),
              }}
              name="category"
              options={categories}
              selected={query.categories}
              removeHref={(id) => changedSearchHref(query, { categories: toggleId(query.categories, id) })}
              onToggle={apply}
            />
            <IdPicker
              title={t('search.pickups')}
              labels={{
                chosen: t('search.chosenPickups'),
                choose: t('search.choosePickups'),
                narrow: t('search.narrowPickups'),
              }}
              name="location"
              options={locations.map((option) => ({ id: option.value, name: option.label }))}
              selected={query.locations}
              removeHref={(id) => changedSearchHref(query, { locations: toggleId(query.locations, id) })}
              onToggle={apply}
              searchable
            />
            <GuideLanguageSelect value={query.guide} onChange={apply} />
            <FlagCheckbox
              name="deals"
              label={t('search.dealsOnly')}
              checked={checked.deals}
              onChange={(on) => {
                setChecked((now) => ({ ...now, deals: on }))
                apply()
              }}
            />
            {/* 'Made for you' has no control of its own (it comes from "View more"); this undoes it. */}
            {query.featured ? (
              <FlagCheckbox
                name="featured"
                label={t('search.featuredOnly')}
                checked={checked.featured}
                onChange={(on) => {
                  setChecked((now) => ({ ...now, featured: on }))
                  apply()
                }}
              />
            ) : null}
            <noscript>
              <button
                type="submit"
                className="h-10 w-full rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
              >
                {t('search.applyFilters')}
              </button>
            </noscript>
          </form>
          <DealsSubscription fallback={subscription} />
        </div>
        {/* Without JavaScript, "Apply filters" above sends the form; closing would only drop the changes. */}
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 noscript:hidden lg:hidden">
          <button
            type="button"
            commandfor={FILTERS_ID}
            command="close"
            onClick={() => runDialogCommand(FILTERS_ID, 'close')}
            className="h-11 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {total === null ? t('search.showResults') : t('search.showCount', { count: total })}
          </button>
        </div>
      </aside>
    </dialog>
  )
}

/** "Guide language": only tours whose guides speak it (decision 076); each language in its own words. */
function GuideLanguageSelect({ value, onChange }: { value: GuideLanguage | null; onChange: () => void }) {
  const { t } = useTranslator()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="search-guide-language" className="font-semibold text-slate-900">
        {t('search.guideLanguage')}
      </label>
      <select
        id="search-guide-language"
        name="guide"
        defaultValue={value ?? ''}
        key={value ?? ''}
        onChange={onChange}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        <option value="">{t('search.anyGuideLanguage')}</option>
        {GUIDE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={languageTag(language)}>
            {guideLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  )
}

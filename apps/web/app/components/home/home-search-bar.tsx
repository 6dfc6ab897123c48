import type { LocationOption } from '@serendib/domain/catalogue-api'
import { parseDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { TourType } from '@serendib/domain/tour-types'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { searchUrl } from '../../lib/search-form'
import { DateField } from '../ui/date-field'
import { SearchIcon } from '../ui/icons'
import { TourSuggestionList, useTourSuggestions } from '../ui/tour-suggestions'
import { LocationCombobox } from './location-combobox'

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase'
const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700'

/** Spec §2 Home: the keyword box suggests round and day tours. */
const SUGGESTED_TYPES = [TourType.round, TourType.day] as const
const DATE_ID = 'home-date'
const DATE_ERROR_ID = 'home-date-error'

export function HomeSearchBar() {
  const navigate = useNavigate()
  const [location, setLocation] = useState<LocationOption | null>(null)
  const [date, setDate] = useState('')
  const [dateError, setDateError] = useState<string | null>(null)
  const keyword = useTourSuggestions({ id: 'home-keyword', tourTypes: SUGGESTED_TYPES })
  const { t, lp } = useTranslator()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    keyword.close()
    const isoDate = date.trim() === '' ? null : parseDisplayDate(date)
    if (date.trim() !== '' && !isoDate) {
      setDateError(t('home.dateFormat'))
      return
    }
    navigate(lp(searchUrl(keyword.text, location, isoDate)))
  }

  return (
    // A GET form to /search: keyword and date (named fields) work before hydration and without
    // JavaScript; the pick-up location needs the autocomplete, hence the script.
    <form
      action={lp('/search')}
      method="get"
      role="search"
      aria-labelledby="home-search-title"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.3fr_auto] lg:items-start noscript:lg:grid-cols-[0.8fr_1.3fr_auto]"
    >
      <div className="noscript:hidden">
        <LocationCombobox
          value={location}
          onChange={setLocation}
          labelClassName={labelClass}
          inputClassName={inputClass}
        />
      </div>
      <div>
        <label htmlFor={DATE_ID} className={labelClass}>
          {t('home.date')}
        </label>
        <DateField
          id={DATE_ID}
          name="date"
          value={date}
          onChange={(value) => {
            setDate(value)
            setDateError(null)
          }}
          minDate={() => todayInColombo()}
          pickerLabel={t('home.dateFromCalendar')}
          invalid={dateError !== null}
          describedBy={dateError ? DATE_ERROR_ID : undefined}
          className={inputClass}
        />
        {dateError ? (
          <p id={DATE_ERROR_ID} className="mt-1 text-xs text-red-700">
            {dateError}
          </p>
        ) : null}
      </div>
      <div className="relative sm:col-span-2 lg:col-span-1">
        <label htmlFor="home-keyword" className={labelClass}>
          {t('home.keyword')}
        </label>
        <input
          {...keyword.inputProps}
          name="key"
          type="search"
          placeholder={t('home.keywordPlaceholder')}
          maxLength={200}
          className={inputClass}
        />
        <TourSuggestionList
          combobox={keyword}
          label={t('home.suggestedTours')}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        />
      </div>
      <button
        type="submit"
        className="flex h-11 items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 sm:col-span-2 lg:col-span-1 lg:mt-5"
      >
        <SearchIcon width={18} height={18} />
        {t('home.search')}
      </button>
    </form>
  )
}

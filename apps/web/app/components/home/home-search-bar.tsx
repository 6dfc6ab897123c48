import type { LocationOption } from '@serendib/domain/catalogue-api'
import { parseDisplayDate } from '@serendib/domain/dates'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { searchUrl } from '../../lib/search-form'
import { SearchIcon } from '../icons'
import { DateField } from './date-field'
import { LocationCombobox } from './location-combobox'

const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700'

export function HomeSearchBar() {
  const navigate = useNavigate()
  const [location, setLocation] = useState<LocationOption | null>(null)
  const [date, setDate] = useState('')
  const [dateError, setDateError] = useState<string | null>(null)
  const [keyword, setKeyword] = useState('')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const isoDate = date.trim() === '' ? null : parseDisplayDate(date)
    if (date.trim() !== '' && !isoDate) {
      setDateError('Enter the date as dd/mm/yyyy')
      return
    }
    navigate(searchUrl(keyword, location, isoDate))
  }

  return (
    // action/method and the keyword's name keep a plain keyword search working before hydration.
    <form
      action="/search"
      method="get"
      role="search"
      aria-labelledby="home-search-title"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.3fr_auto] lg:items-start"
    >
      <LocationCombobox value={location} onChange={setLocation} inputClassName={inputClass} />
      <DateField
        value={date}
        error={dateError}
        onChange={(value) => {
          setDate(value)
          setDateError(null)
        }}
        inputClassName={inputClass}
      />
      <div className="sm:col-span-2 lg:col-span-1">
        <label
          htmlFor="home-keyword"
          className="mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase"
        >
          Keyword
        </label>
        <input
          id="home-keyword"
          name="key"
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="Round tours, day tours, safari…"
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        className="flex h-11 items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 sm:col-span-2 lg:col-span-1 lg:mt-5"
      >
        <SearchIcon width={18} height={18} />
        Search
      </button>
    </form>
  )
}

import { formatDisplayDate } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { TourType } from '@serendib/domain/tour-types'
import { useId, useRef, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  MAX_PASSENGERS,
  SORT_LABELS,
  fixedTypeForPath,
  parseSearchQuery,
  searchHref,
  type DateProblem,
  type SearchQuery,
} from '../../lib/search-query'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import type { MessageId } from '@serendib/domain/i18n/messages/en'

const DATE_MESSAGES: Record<DateProblem, string> = {
  format: Messages.searchDateFormat,
  past: Messages.searchDatePast,
}

const field = 'h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900'
const label = 'block text-sm font-semibold text-slate-800'

/**
 * The search's date and order (issue 30), and on the transfers tab where from, where to and how
 * many travel. One GET form: without JavaScript it submits as it is (the loader reads dd/mm/yyyy
 * as typed); with it, the same fields become the tidy URL. A date that is no real day or has
 * passed is kept as typed and told why beside the field; the results are then not narrowed.
 */
export function SearchBar({ query }: { query: SearchQuery }) {
  const { lp, t } = useTranslator()
  const tm = useSpecMessage()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const transfers = query.type === TourType.transport
  const problem = query.dateProblem
  // Everything the bar does not show rides along in hidden fields.
  const kept = searchHref({
    ...query,
    date: null,
    dateText: '',
    dateProblem: null,
    sort: null,
    from: '',
    to: '',
    passengers: null,
    page: 1,
  })
  const hidden = [...new URLSearchParams(kept.split('?')[1] ?? '')]

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value)
    }
    navigate(lp(searchHref(parseSearchQuery(params, fixedTypeForPath(pathname)))), {
      preventScrollReset: true,
    })
  }

  const dateValue = query.date ? formatDisplayDate(query.date) : query.dateText
  return (
    <form
      ref={formRef}
      method="get"
      action={pathname}
      onSubmit={submit}
      aria-label={transfers ? t('search.findTransferForm') : t('search.dateAndOrder')}
      className="mt-4 grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex sm:flex-wrap sm:items-start"
    >
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {transfers ? (
        <>
          <div className="col-span-2 sm:w-48">
            <label htmlFor={`${id}-from`} className={label}>
              {t('search.from')}
            </label>
            <input
              id={`${id}-from`}
              name="from"
              defaultValue={query.from}
              key={`from-${query.from}`}
              placeholder={t('search.fromPlaceholder')}
              autoComplete="off"
              maxLength={100}
              className={`${field} mt-1`}
            />
          </div>
          <div className="col-span-2 sm:w-48">
            <label htmlFor={`${id}-to`} className={label}>
              {t('search.to')}
            </label>
            <input
              id={`${id}-to`}
              name="to"
              defaultValue={query.to}
              key={`to-${query.to}`}
              placeholder={t('search.toPlaceholder')}
              autoComplete="off"
              maxLength={100}
              className={`${field} mt-1`}
            />
          </div>
        </>
      ) : null}
      <div className={`col-span-2 ${transfers ? 'sm:w-48' : 'sm:w-64'}`}>
        <label htmlFor={`${id}-date`} className={label}>
          {t('search.date')}
        </label>
        <input
          id={`${id}-date`}
          name="date"
          defaultValue={dateValue}
          key={`date-${dateValue}`}
          placeholder={t('search.datePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-date-problem` : undefined}
          className={`${field} mt-1 ${problem ? 'border-red-600 ring-1 ring-red-600' : ''}`}
        />
        {problem ? (
          <p id={`${id}-date-problem`} className="mt-1 text-sm font-medium text-red-700">
            {tm(DATE_MESSAGES[problem])}
          </p>
        ) : null}
      </div>
      {transfers ? (
        <div className="col-span-2 sm:w-32">
          <label htmlFor={`${id}-passengers`} className={label}>
            {t('search.passengers')}
          </label>
          <select
            id={`${id}-passengers`}
            name="passengers"
            defaultValue={query.passengers ?? 1}
            key={`pax-${query.passengers ?? 1}`}
            className={`${field} mt-1`}
          >
            {Array.from({ length: MAX_PASSENGERS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="col-span-2 sm:w-52">
        <label htmlFor={`${id}-sort`} className={label}>
          {t('search.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={query.sort ?? ''}
          key={`sort-${query.sort ?? ''}`}
          onChange={() => formRef.current?.requestSubmit()}
          className={`${field} mt-1`}
        >
          <option value="">{query.key ? t('search.bestMatch') : t('search.sort.popularity')}</option>
          {Object.entries(SORT_LABELS)
            .filter(([value]) => value !== 'popularity' || query.key)
            .map(([value]) => (
              <option key={value} value={value}>
                {t(`search.sort.${value}` as MessageId)}
              </option>
            ))}
        </select>
      </div>
      <button
        type="submit"
        className="col-span-2 h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 sm:col-span-1 sm:mt-6"
      >
        {transfers ? t('search.findTransfers') : t('search.apply')}
      </button>
    </form>
  )
}

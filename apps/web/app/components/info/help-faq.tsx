import { faqCount, searchFaq, type FaqGroup } from '@serendib/domain/help-faq'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { useEffect, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { SearchIcon } from '../ui/icons'
import { QuestionList } from '../ui/question-list'

const telHref = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`
// Markers the links take the place of in the "call us" sentence (private-use characters).
const PHONE = '\uE000'
const INQUIRE = '\uE001'

/**
 * The help centre's questions (issue 18). Server-rendered `<details>` per question, filtered on
 * the server by `?q=` (the GET form), so it all works before and without JavaScript; once
 * hydrated, the same `searchFaq` filters as the traveller types. `groups` are the page's
 * language's questions (from the loader, decision 085), so the search reads that language.
 */
export function HelpFaq({ query, groups: all }: { query: string; groups: readonly FaqGroup[] }) {
  const { locale, t, lp } = useTranslator()
  const [typed, setTyped] = useState(query)
  const input = useRef<HTMLInputElement>(null)
  // Typed before hydration: the box holds more than the server's query; filter by that.
  useEffect(() => {
    if (input.current && input.current.value !== query) setTyped(input.current.value)
  }, [query])

  function showAll() {
    if (input.current) input.current.value = ''
    setTyped('')
  }

  const groups = searchFaq(typed, all, locale)
  const searching = typed.trim() !== ''
  return (
    <section aria-labelledby="faq-heading" data-help-faq>
      <h1 id="faq-heading" className="mb-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('help.faqHeading')}
      </h1>
      <Form
        method="get"
        action={lp('/help')}
        role="search"
        aria-label={t('help.searchRegion')}
        className="mb-3 flex gap-2"
      >
        <label htmlFor="faq-q" className="sr-only">
          {t('help.searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            width={18}
            height={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={input}
            id="faq-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => setTyped(event.currentTarget.value)}
            className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="h-12 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('help.searchButton')}
          <span className="sr-only">{t('help.searchButtonSr')}</span>
        </button>
      </Form>
      {/* One live region: the count, or the whole empty state, is read out as the list changes. */}
      <div role="status" className="mb-6 min-h-5">
        {groups.length === 0 ? (
          <NoMatch query={typed.trim()} onShowAll={showAll} />
        ) : searching ? (
          <p className="text-sm text-slate-600" data-faq-count>
            {t('help.matches', { count: faqCount(groups) })}
          </p>
        ) : null}
      </div>
      {groups.length === 0 ? null : (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <FaqGroupSection key={group.id} group={group} open={searching} />
          ))}
        </div>
      )}
    </section>
  )
}

function FaqGroupSection({ group, open }: { group: FaqGroup; open: boolean }) {
  const headingId = `faq-group-${group.id}`
  return (
    <section aria-labelledby={headingId} data-faq-group={group.id}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-slate-900">
        {group.title}
      </h2>
      {/* Searching opens the matches: the answer is what was looked for. */}
      <QuestionList
        items={group.items}
        idPrefix="faq-"
        open={open}
        itemAttributes={() => ({ 'data-faq-item': '' })}
      />
    </section>
  )
}

/** Nothing matches: say so, and point to the footer's call number and 'Inquire Now'. */
function NoMatch({ query, onShowAll }: { query: string; onShowAll: () => void }) {
  const { t, lp } = useTranslator()
  // The sentence is one message with two links in it: split it at their placeholders.
  const [beforePhone = '', rest = ''] = t('help.stillStuck', { phone: PHONE, inquire: INQUIRE }).split(PHONE)
  const [beforeInquire = '', afterInquire = ''] = rest.split(INQUIRE)
  return (
    <div data-faq-empty className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6">
      <p className="font-semibold text-slate-900">{t('help.noMatch', { query })}</p>
      <p className="mt-2 text-slate-700">
        {beforePhone}
        <a href={telHref} className="font-semibold whitespace-nowrap text-brand-800 underline">
          {SUPPORT_PHONE}
        </a>
        {beforeInquire}
        <a href="#footer-contact" className="font-semibold text-brand-800 underline">
          {t('footer.inquireNow')}
        </a>
        {afterInquire}
      </p>
      <Link
        to={lp('/help')}
        onClick={onShowAll}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t('help.seeAll')}
      </Link>
    </div>
  )
}

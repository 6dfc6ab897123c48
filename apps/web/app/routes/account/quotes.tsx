import type { QuoteListItem } from '@serendib/domain/api/quotes'
import type { ApiSuccess } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { Link } from 'react-router'
import type { Route } from './+types/quotes'
import { AccountFallback } from '../../components/auth/account-fallback'
import { QuoteParty } from '../../components/quotes/quote-party'
import { QuoteStateChip } from '../../components/quotes/quote-state-chip'
import { loadFrom } from '../../lib/account-bookings'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** The traveller's quotes (decision 079), newest first; read in the browser, where the session is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const list = await loadFrom(
    authedApi.get,
    '/api/account/quotes',
    (body: ApiSuccess<{ quotes: QuoteListItem[] }>) => body.data.quotes,
  )
  return { quotes: list.ok ? list.data : null }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.quotes', 'My Quotes')
}

function QuoteCard({ q }: { q: QuoteListItem }) {
  const { t, lp, date, money } = useTranslator()
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <QuoteStateChip state={q.state} label={t(`quotes.state.${q.state}`)} />
        {q.booking_reference ? <span className="text-xs text-slate-600">{q.booking_reference}</span> : null}
      </div>
      <h2 className="mt-2 font-bold text-slate-900">
        <Link to={lp(`/account/quotes/${q.id}`)} className="hover:underline">
          {q.tour.title}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">
        {t('quotes.starts', { date: date(q.start_date) })} · <QuoteParty q={q} /> ·{' '}
        {t(`quote.hotel.${q.hotel_class}`)}
      </p>
      {q.total_cents !== null && q.state !== 'declined' ? (
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {t('quotes.total')}: {money(q.total_cents)}
        </p>
      ) : null}
    </li>
  )
}

export default function AccountQuotes({ loaderData }: Route.ComponentProps) {
  const { t, lp } = useTranslator()
  const tm = useSpecMessage()
  const { quotes } = loaderData
  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('account.quotes')}
        </h1>
        <p className="mt-1 text-slate-700">{t('quotes.intro')}</p>
      </div>
      {quotes === null ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {tm(Messages.loadFailed)}
        </p>
      ) : quotes.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center"
          data-quotes-empty
        >
          <p className="text-slate-700">{t('quotes.empty')}</p>
          <Link
            to={lp('/round-tours')}
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('quotes.browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-quotes-list>
          {quotes.map((q) => (
            <QuoteCard key={q.id} q={q} />
          ))}
        </ul>
      )}
    </div>
  )
}

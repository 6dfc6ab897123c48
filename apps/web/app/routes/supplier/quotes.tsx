import type { QuoteListItem } from '@serendib/domain/api/quotes'
import type { QuoteState } from '@serendib/domain/quotes'
import { Link } from 'react-router'
import { QuoteStateChip } from '../../components/quotes/quote-state-chip'
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/quotes'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'quotes.title')
}

/** Requests waiting for an answer first, then open quotes, then the rest; newest first within. */
const ORDER: Record<QuoteState, number> = { requested: 0, quoted: 1, accepted: 2, expired: 3, declined: 4 }
const byUrgency = (a: QuoteListItem, b: QuoteListItem) =>
  ORDER[a.state] - ORDER[b.state] || b.created_at.localeCompare(a.created_at)

function QuoteRow({ q }: { q: QuoteListItem }) {
  const { t, lp, date, money } = usePortalI18n()
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <QuoteStateChip state={q.state} label={t(`quotes.state.${q.state}`)} />
        {q.booking_reference ? <span className="text-xs text-slate-500">{q.booking_reference}</span> : null}
      </div>
      <h2 className="mt-1 font-bold text-slate-900">
        <Link to={lp(`/supplier/quotes/${q.id}`)} className="hover:underline">
          {q.name}
          <span className="sr-only"> · {q.tour.title}</span>
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{q.tour.title}</p>
      <p className="text-sm text-slate-600">
        {date(q.start_date)} · {t('quotes.party', { adults: q.adults, children: q.children })} ·{' '}
        {t(`quotes.hotel.${q.hotel_class}`)}
        {q.total_cents !== null ? ` · ${money(q.total_cents)}` : ''}
      </p>
    </li>
  )
}

/** /supplier/quotes (decision 079): the supplier's quote requests, the ones to answer first. */
export default function SupplierQuotes() {
  const { t } = usePortalI18n()
  const list = useApiData<{ quotes: QuoteListItem[] }>('/api/supplier/quotes')
  const waiting = list.state === 'ready' ? list.data.quotes.filter((q) => q.state === 'requested').length : 0
  return (
    <>
      <PageHeader
        title={t('quotes.title')}
        description={waiting > 0 ? t('quotes.waiting', { count: waiting }) : t('quotes.intro')}
      />
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        list.data.quotes.length === 0 ? (
          <EmptyState>{t('quotes.empty')}</EmptyState>
        ) : (
          <ul className="grid gap-3" data-supplier-quotes>
            {[...list.data.quotes].sort(byUrgency).map((q) => (
              <QuoteRow key={q.id} q={q} />
            ))}
          </ul>
        )
      ) : null}
    </>
  )
}

import type { QuoteJson } from '@serendib/domain/api/quotes'
import { todayInColombo } from '@serendib/domain/dates'
import { QUOTE_DAYS_MAX } from '@serendib/domain/quotes'
import { Link, useParams } from 'react-router'
import { titleAddsToDay } from '../../components/quotes/day-title'
import { QuoteStateChip } from '../../components/quotes/quote-state-chip'
import { QuoteThread } from '../../components/quotes/quote-thread'
import { DeclineRequest } from '../../components/supplier/quotes/decline-request'
import { QuoteAnswerEditor } from '../../components/supplier/quotes/quote-answer-editor'
import { ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useQuoteMessage } from '../../lib/supplier/quote-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/quote-detail'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'quotes.title')
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-slate-700">{k}</dt>
          <dd className="mb-1 break-words whitespace-pre-line text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The answer as sent, once it can no longer change (accepted or declined). */
function SentAnswer({ q }: { q: QuoteJson }) {
  const { t, money, date } = usePortalI18n()
  return (
    <Panel title={t('quotes.yourQuote')} id="answer">
      <ol className="mb-4 grid gap-2">
        {q.itinerary.map((d) => (
          <li key={d.day} className="border-l-4 border-brand-200 pl-3 text-sm">
            <p className="font-semibold">
              {t('quotes.day', { day: d.day })}
              {titleAddsToDay(d.title, d.day) ? ` · ${d.title}` : ''}
            </p>
            {d.description ? <p className="whitespace-pre-line text-slate-700">{d.description}</p> : null}
          </li>
        ))}
      </ol>
      <Facts
        rows={[
          [t('quotes.total'), money(q.total_cents ?? 0)],
          ...(q.valid_until ? ([[t('quotes.validUntil'), date(q.valid_until)]] as [string, string][]) : []),
        ]}
      />
    </Panel>
  )
}

/** /supplier/quotes/:id (decision 079): the request, the answer (sent again until paid), the thread. */
export default function SupplierQuoteDetail() {
  const { id } = useParams()
  const { t, lp, date, stamp, party } = usePortalI18n()
  const say = useQuoteMessage()
  const quote = useApiData<QuoteJson>(/^\d{1,10}$/.test(id ?? '') ? `/api/supplier/quotes/${id}` : null)
  const back = (
    <Link
      to={lp('/supplier/quotes')}
      className="mb-3 inline-block text-sm font-semibold text-brand-800 underline"
    >
      {t('quotes.back')}
    </Link>
  )
  if (quote.state === 'loading') return <LoadingState />
  if (quote.state === 'error')
    return (
      <>
        {back}
        <ErrorState message={say(quote.message)} onRetry={quote.reload} />
      </>
    )
  const q = quote.data
  const answerable =
    (q.state === 'requested' || q.state === 'quoted' || q.state === 'expired') && q.booking_id === null
  return (
    <>
      {back}
      <PageHeader
        title={q.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <QuoteStateChip state={q.state} label={t(`quotes.state.${q.state}`)} />
            <span>{q.tour.title}</span>
            {q.booking_reference ? <span>· {q.booking_reference}</span> : null}
          </span>
        }
      />
      <Panel title={t('quotes.request')} id="request">
        <Facts
          rows={[
            [t('quotes.dates'), `${date(q.start_date)}${q.end_date ? ` – ${date(q.end_date)}` : ''}`],
            [
              t('quotes.travellers'),
              party({ num_adults: q.adults, num_children: q.children, num_infants: 0 }),
            ],
            [t('quotes.hotels'), t(`quotes.hotel.${q.hotel_class}`)],
            [t('quotes.wishes'), q.wishes || t('quotes.noWishes')],
            [t('quotes.email'), q.email],
            [t('quotes.asked'), stamp(q.created_at)],
          ]}
        />
      </Panel>
      {answerable ? (
        <QuoteAnswerEditor
          key={`${q.id}-${q.state}`}
          quote={q}
          today={todayInColombo()}
          maxDays={QUOTE_DAYS_MAX}
          onSent={quote.set}
        />
      ) : q.total_cents !== null ? (
        <SentAnswer q={q} />
      ) : null}
      {answerable ? <DeclineRequest quote={q} onDeclined={quote.set} /> : null}
      <QuoteThread
        messages={q.messages}
        me="supplier"
        stamp={stamp}
        closed={q.state === 'declined'}
        labels={{
          title: t('quotes.messages'),
          empty: t('quotes.noMessages'),
          mine: t('quotes.you'),
          theirs: t('quotes.traveller'),
          field: t('quotes.message'),
          send: t('quotes.send'),
          sending: t('quotes.sending'),
        }}
        send={async (message) => {
          const reply = await supplierApi.post<QuoteJson>(`/api/supplier/quotes/${q.id}/messages`, {
            message,
          })
          if (reply.ok) {
            quote.set(reply.data)
            return null
          }
          return say(reply.message)
        }}
      />
    </>
  )
}

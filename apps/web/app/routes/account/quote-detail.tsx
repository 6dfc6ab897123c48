import type { ApiSuccess } from '@serendib/domain/api/envelope'
import type { QuoteJson } from '@serendib/domain/api/quotes'
import { Messages } from '@serendib/domain/messages'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/quote-detail'
import { AccountFallback } from '../../components/auth/account-fallback'
import { QuoteAnswer } from '../../components/quotes/quote-answer'
import { QuoteParty } from '../../components/quotes/quote-party'
import { QuoteStateChip } from '../../components/quotes/quote-state-chip'
import { QuoteThread } from '../../components/quotes/quote-thread'
import { ArrowLeftIcon } from '../../components/ui/icons-more'
import { bookingIdParam, loadFrom } from '../../lib/account-bookings'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { bodyMessage } from '../../lib/reply-messages'
import { useSpecMessage } from '../../lib/spec-message'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

type DetailData = { kind: 'not-found' } | { kind: 'failed' } | { kind: 'found'; quote: QuoteJson }

export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<DetailData> {
  await requireLogin(request)
  const id = bookingIdParam(params.id)
  if (id === null) return { kind: 'not-found' }
  const quote = await loadFrom(
    authedApi.get,
    `/api/account/quotes/${id}`,
    (body: ApiSuccess<QuoteJson>) => body.data,
  )
  if (!quote.ok) return quote.notFound ? { kind: 'not-found' } : { kind: 'failed' }
  return { kind: 'found', quote: quote.data }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.quotes', 'My Quotes')
}

const primary =
  'inline-flex h-11 items-center justify-center rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800'
const secondary =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50'

/** Accept and pay the deposit (→ the provider's page), or decline after saying so once more. */
function QuoteActions({ quote, onChanged }: { quote: QuoteJson; onChanged: (q: QuoteJson) => void }) {
  const { t, money } = useTranslator()
  const tm = useSpecMessage()
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function accept() {
    setBusy('accept')
    setProblem(null)
    const reply = await authedApi.post<ApiSuccess<{ payment_link: string }>>(
      `/api/account/quotes/${quote.id}/accept`,
    )
    if (reply.ok) return window.location.assign(reply.body.data.payment_link)
    setBusy(null)
    setProblem(bodyMessage(reply.body) ?? Messages.loadFailed)
  }

  async function decline() {
    setBusy('decline')
    setProblem(null)
    const reply = await authedApi.post<ApiSuccess<QuoteJson>>(`/api/account/quotes/${quote.id}/decline`)
    setBusy(null)
    setConfirming(false)
    if (reply.ok) onChanged(reply.body.data)
    else setProblem(bodyMessage(reply.body) ?? Messages.loadFailed)
  }

  const open = quote.state === 'quoted'
  const declinable = quote.state === 'requested' || open || quote.state === 'expired'
  if (!declinable) return null
  return (
    <div className="flex flex-col gap-3" data-quote-actions>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {tm(problem)}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label={t('quotes.declineConfirm')}
          className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4"
        >
          <p className="font-semibold text-slate-900">{t('quotes.declineConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={decline}
              className={`${secondary} border-red-700 text-red-800`}
              autoFocus
            >
              {busy === 'decline' ? t('quote.sending') : t('quotes.declineYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondary}>
              {t('quotes.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {open && quote.pay_today_cents !== null ? (
            <button type="button" onClick={accept} className={primary} data-quote-accept>
              {busy === 'accept' ? t('quotes.accepting') : t('quotes.accept')}
              <span className="sr-only">: {money(quote.pay_today_cents)}</span>
            </button>
          ) : null}
          <button type="button" onClick={() => setConfirming(true)} className={secondary} data-quote-decline>
            {t('quotes.decline')}
          </button>
        </div>
      )}
    </div>
  )
}

function StateNotice({ quote }: { quote: QuoteJson }) {
  const { t, lp, money, date } = useTranslator()
  if (quote.state === 'accepted')
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        data-quote-accepted
      >
        <p className="font-semibold">
          {t('quotes.acceptedText', { reference: quote.booking_reference ?? '' })}
        </p>
        {quote.balance_link && quote.balance_cents && quote.balance_due_date ? (
          <p className="mt-1" data-balance-due>
            {t('quotes.balance')}:{' '}
            {t('quotes.balanceDue', {
              amount: money(quote.balance_cents),
              date: date(quote.balance_due_date),
            })}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {quote.balance_link ? (
            <a href={quote.balance_link} className={primary} data-quote-balance-link>
              {t('quotes.payBalance')}
            </a>
          ) : (
            <span className="self-center font-semibold">{t('quotes.fullyPaid')}</span>
          )}
          {quote.booking_id ? (
            <Link to={lp(`/account/booking/detail/${quote.booking_id}`)} className={secondary}>
              {t('quotes.seeBooking')}
            </Link>
          ) : null}
        </div>
      </div>
    )
  const text =
    quote.state === 'requested'
      ? t('quotes.waiting')
      : quote.state === 'declined'
        ? t('quotes.declinedText')
        : quote.state === 'expired'
          ? t('quotes.expiredText')
          : null
  return text ? <p className="rounded-2xl bg-slate-50 p-4 text-slate-800">{text}</p> : null
}

/** One quote (decision 079): the request, the operator's answer, the thread, accept or decline. */
export default function QuoteDetail({ loaderData }: Route.ComponentProps) {
  const { t, lp, date, tag } = useTranslator()
  const tm = useSpecMessage()
  const revalidator = useRevalidator()
  const [fresh, setFresh] = useState<QuoteJson | null>(null)
  const back = (
    <Link
      to={lp('/account/quotes')}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeftIcon width={16} height={16} />
      {t('account.quotes')}
    </Link>
  )
  if (loaderData.kind !== 'found')
    return (
      <div className="flex flex-col gap-4 py-2">
        {back}
        <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold text-slate-900">
            {loaderData.kind === 'not-found' ? t('quotes.notFound') : tm(Messages.loadFailed)}
          </h1>
        </section>
      </div>
    )
  const quote = fresh && fresh.id === loaderData.quote.id ? fresh : loaderData.quote
  const stamp = (iso: string) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Colombo',
    }).format(new Date(iso))
  const closed = quote.state === 'declined'

  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0" aria-busy={revalidator.state === 'loading'}>
      {back}
      <div>
        <QuoteStateChip state={quote.state} label={t(`quotes.state.${quote.state}`)} />
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {quote.tour.title}
        </h1>
      </div>
      <StateNotice quote={quote} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          {quote.total_cents !== null ? (
            <QuoteAnswer quote={quote} actions={<QuoteActions quote={quote} onChanged={setFresh} />} />
          ) : (
            <QuoteActions quote={quote} onChanged={setFresh} />
          )}
          <QuoteThread
            messages={quote.messages}
            me="traveller"
            stamp={stamp}
            closed={closed}
            labels={{
              title: t('quotes.messages'),
              empty: t('quotes.noMessages'),
              mine: t('quotes.you'),
              theirs: t('quotes.operator'),
              field: t('quotes.message'),
              send: t('quotes.send'),
              sending: t('quote.sending'),
            }}
            send={async (message) => {
              const reply = await authedApi.post<ApiSuccess<QuoteJson>>(
                `/api/account/quotes/${quote.id}/messages`,
                {
                  message,
                },
              )
              if (reply.ok) {
                setFresh(reply.body.data)
                return null
              }
              return tm(bodyMessage(reply.body) ?? Messages.loadFailed)
            }}
          />
        </div>
        <section
          aria-labelledby="quote-request-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id="quote-request-title" className="mb-3 text-lg font-bold text-slate-900">
            {t('quotes.request')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('quotes.dates')}</dt>
            <dd className="font-medium text-slate-900">
              {date(quote.start_date)}
              {quote.end_date ? ` – ${date(quote.end_date)}` : ''}
            </dd>
            <dt className="text-slate-600">{t('quotes.travellers')}</dt>
            <dd className="font-medium text-slate-900">
              <QuoteParty q={quote} />
            </dd>
            <dt className="text-slate-600">{t('quote.hotelClass')}</dt>
            <dd className="font-medium text-slate-900">{t(`quote.hotel.${quote.hotel_class}`)}</dd>
            <dt className="text-slate-600">{t('quotes.wishes')}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">
              {quote.wishes || t('quotes.noWishes')}
            </dd>
          </dl>
        </section>
      </div>
    </div>
  )
}

import type { QuoteJson } from '@serendib/domain/api/quotes'
import type { ReactNode } from 'react'
import { useTranslator } from '../../lib/i18n'
import { titleAddsToDay } from './day-title'

/**
 * The operator's answer as the traveller reads it (decision 079): the itinerary day by day, the
 * total, today's deposit, the balance and its due date, and how long the offer stands. Amounts
 * are the server's (computed from the stored quote), never the page's.
 */
export function QuoteAnswer({ quote, actions }: { quote: QuoteJson; actions: ReactNode }) {
  const { t, money, date } = useTranslator()
  return (
    <section
      aria-labelledby="quote-answer-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-quote-answer
    >
      <h2 id="quote-answer-title" className="text-lg font-bold text-slate-900">
        {t('quotes.answer')}
      </h2>
      <h3 className="mt-4 text-sm font-bold tracking-wide text-slate-600 uppercase">
        {t('quotes.itinerary')}
      </h3>
      <ol className="mt-2 flex flex-col gap-3">
        {quote.itinerary.map((day) => (
          <li key={day.day} className="border-l-4 border-brand-200 pl-3">
            <p className="font-semibold text-slate-900">
              <span className="text-brand-800">{t('quotes.day', { day: day.day })}</span>
              {titleAddsToDay(day.title, day.day) ? ` · ${day.title}` : ''}
            </p>
            {day.description ? (
              <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">
                {day.description}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm">
        <dt className="text-slate-700">{t('quotes.total')}</dt>
        <dd className="text-right text-base font-bold text-slate-900" data-quote-total>
          {money(quote.total_cents ?? 0)}
        </dd>
        {quote.pay_today_cents !== null && quote.state !== 'accepted' ? (
          <>
            <dt className="text-slate-700">{t('quotes.payToday')}</dt>
            <dd className="text-right font-semibold text-slate-900" data-quote-deposit>
              {money(quote.pay_today_cents)}
            </dd>
          </>
        ) : null}
        {quote.balance_cents && quote.balance_due_date && quote.state !== 'accepted' ? (
          <>
            <dt className="text-slate-700">{t('quotes.balance')}</dt>
            <dd className="text-right text-slate-900">
              {t('quotes.balanceDue', {
                amount: money(quote.balance_cents),
                date: date(quote.balance_due_date),
              })}
            </dd>
          </>
        ) : null}
        {quote.valid_until && quote.state !== 'accepted' ? (
          <>
            <dt className="text-slate-700">{t('quotes.validUntil')}</dt>
            <dd className="text-right text-slate-900">{date(quote.valid_until)}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-5">{actions}</div>
    </section>
  )
}

import { formatUsd } from '@serendib/domain/money'
import type { CostQuote, CostState } from '../../lib/cost-estimate'
import { WasPrice, YouSave } from './deal-amount'
import { ChargedInUsdNote, LocalPrice } from './local-price'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

/**
 * The live total of spec §2 (booking panel) and the cart's edit panel. The region is polite:
 * a screen reader hears the new total after a change without losing its place.
 */
export function EstimateTotal({
  state,
  currentKey,
  idleHint,
  id,
}: {
  state: CostState
  /** Key of the choices on screen; a state for other choices is not shown. */
  currentKey: string | null
  idleHint: string
  id?: string
}) {
  const { t, locale, money } = useTranslator()
  const tm = useSpecMessage()
  return (
    <div id={id} aria-live="polite" className="min-h-14 rounded-xl bg-slate-50 px-4 py-3">
      {currentKey === null ? (
        <p className="text-sm text-slate-700">{idleHint}</p>
      ) : state.status === 'idle' || state.status === 'loading' || state.key !== currentKey ? (
        <p className="text-sm text-slate-700">{t('panel.working')}</p>
      ) : state.status === 'error' ? (
        <p className="text-sm font-medium text-red-700" data-estimate-error>
          {tm(state.message)}
        </p>
      ) : (
        <>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold text-slate-800">{t('panel.total')}</span>
            <span className="flex items-baseline gap-2">
              <WasPrice priceCents={state.quote.amount_cents} listCents={state.quote.list_amount_cents} />
              <span className="text-2xl font-extrabold text-slate-900" data-estimate-amount>
                {locale === 'en'
                  ? state.quote.amount_formatted || formatUsd(state.quote.amount_cents)
                  : money(state.quote.amount_cents)}
              </span>
            </span>
          </p>
          <YouSave
            priceCents={state.quote.amount_cents}
            listCents={state.quote.list_amount_cents}
            className="text-right"
          />
          <div className="flex flex-col items-end gap-1 text-right">
            <LocalPrice cents={state.quote.amount_cents} />
            <ChargedInUsdNote />
          </div>
          <PlanLine quote={state.quote} />
        </>
      )}
    </div>
  )
}

/** A deposit or pay-later tour (decision 075): what is paid today and the balance's due date. */
function PlanLine({ quote }: { quote: CostQuote }) {
  const { t, locale, money, date } = useTranslator()
  const usd = (cents: number) => (locale === 'en' ? formatUsd(cents) : money(cents))
  const text =
    quote.payment_plan && quote.payment_plan !== 'full' && quote.balance_due_date
      ? t('plan.line', {
          today: usd(quote.pay_today_cents ?? 0),
          balance: usd(quote.balance_cents ?? 0),
          date: date(quote.balance_due_date),
        })
      : null
  if (!text) return null
  return (
    <p className="mt-2 border-t border-slate-200 pt-2 text-sm font-medium text-slate-800" data-estimate-plan>
      {quote.payment_plan === 'pay_later' ? `${t('plan.payLater')} ` : ''}
      {text}
    </p>
  )
}

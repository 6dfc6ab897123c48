import type { AmendQuoteJson } from '@serendib/domain/api/account'
import { useTranslator } from '../../lib/i18n'

/**
 * The amend dialog's balance line on a deposit or pay-later booking whose balance is still open
 * (decision 075): the change is not charged now but goes onto the balance, whose new amount and
 * last day the traveller reads here instead of a bare "nothing to pay".
 */
export function ToBalance({ change }: { change: NonNullable<AmendQuoteJson['to_balance']> }) {
  const { t, money, date } = useTranslator()
  const difference = change.difference_cents
  return (
    <div className="flex flex-col gap-0.5" data-amend-balance data-amend-to-balance>
      <dt className="text-slate-700">
        {difference >= 0
          ? t('acct.amendAddedToBalance', { amount: money(difference) })
          : t('acct.amendOffBalance', { amount: money(-difference) })}
      </dt>
      <dd className="font-semibold text-slate-900">
        {t('acct.amendNewBalance', { amount: money(change.balance_cents), date: date(change.due_date) })}
      </dd>
      <dd className="text-slate-700">{t('acct.amendNothingToday')}</dd>
    </div>
  )
}

import type { AccountBooking } from '../../lib/account-bookings'
import { useTranslator } from '../../lib/i18n'

/**
 * A deposit or pay-later booking's balance (decision 075): the amount, its last day and the link
 * that pays it. A plain link: it works before and without JavaScript, and needs no login.
 */
export function BalanceDue({ booking, compact = false }: { booking: AccountBooking; compact?: boolean }) {
  const balance = booking.balance
  const { t, money, date } = useTranslator()
  if (!balance) return null
  const link = (
    <a
      href={balance.pay_link}
      className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {t('acct.payBalance')}
    </a>
  )
  // In a narrow table cell: one short line each, so the table keeps its width.
  if (compact)
    return (
      <span data-balance-due className="mt-1 block text-xs font-normal">
        <span className="block text-amber-800">
          {t('acct.balanceAmount', { amount: money(balance.amount_cents) })}
        </span>{' '}
        <span className="block text-amber-800">{t('acct.dueBy', { date: date(balance.due_date) })}</span>{' '}
        {link}
      </span>
    )
  return (
    <span data-balance-due className="block">
      <span className="text-amber-800">
        {t('acct.balanceDueBy', { amount: money(balance.amount_cents), date: date(balance.due_date) })}
      </span>{' '}
      {link}
    </span>
  )
}

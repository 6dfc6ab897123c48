import { AmendmentStatus, amendmentBalanceOpen } from '@serendib/domain/amendments'
import type { BookingJson } from '@serendib/domain/api/account'
import type { AccountAmendment } from '../../lib/account-bookings'
import { formatInstant } from '../../lib/account-bookings-format'
import { useInstant, useStatusLabel, useTravellersLabel } from '../../lib/account-i18n'
import { useBalanceParts, useBalanceText } from '../../lib/amend-i18n'
import { useTranslator } from '../../lib/i18n'
import { LocalPrice } from '../ui/local-price'
import { DetailPanel } from './booking-details'
import { AmendmentStatusChip } from './booking-status-chip'

const payLink =
  'inline-flex h-9 items-center rounded-lg bg-accent-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-800'

/** 'Pay balance' while an accepted amendment's charge is open; 'Paid' once it went through. */
function PayCell({ amendment }: { amendment: AccountAmendment }) {
  const { t, money } = useTranslator()
  if (amendment.paid) return <span className="text-sm font-semibold text-emerald-800">{t('amend.paid')}</span>
  if (!amendment.pay_link) return null
  return (
    <a href={amendment.pay_link} className={payLink}>
      {t('amend.payBalance')}
      <span className="sr-only">
        {t('amend.payBalanceOf', { amount: money(amendment.balance_amount_cents) })}
      </span>
    </a>
  )
}

/** Shown instead of a balance that can no longer be paid (rejected, or the booking ended). */
const NOT_DUE = 'amend.nothingToPay'

/**
 * The booking's open balance (decision 075) when an amendment's change went onto it: nothing was
 * charged (its own balance is 0), so the cell says where the difference went and when it is due.
 */
type OpenBalance = BookingJson['balance']
const onBalance = (a: AccountAmendment, balance: OpenBalance) =>
  balance && amendmentBalanceOpen(a) && a.balance_amount_cents === 0 ? balance : null

function OnBalance({ balance }: { balance: NonNullable<OpenBalance> }) {
  const { t, money, date } = useTranslator()
  return (
    <span data-amendment-on-balance>
      <span className="block font-semibold text-slate-900">{t('acct.amendOnBalance')}</span>
      <span className="block text-xs text-slate-600">
        {t('acct.balanceDueBy', { amount: money(balance.amount_cents), date: date(balance.due_date) })}
      </span>
    </span>
  )
}

function Balance({ amendment, balance }: { amendment: AccountAmendment; balance: OpenBalance }) {
  const open = onBalance(amendment, balance)
  const { t } = useTranslator()
  const balanceParts = useBalanceParts()
  if (open) return <OnBalance balance={open} />
  if (!amendmentBalanceOpen(amendment))
    return (
      <span className="text-slate-700" data-balance-closed>
        {t(NOT_DUE)}
      </span>
    )
  const { amount, note } = balanceParts(amendment.balance_amount_cents)
  return (
    <>
      {amount ? <span className="block font-semibold text-slate-900">{amount}</span> : null}
      <span className={amount ? 'block text-xs text-slate-600' : 'text-slate-700'}>{note}</span>
    </>
  )
}

/** The same on a phone's card, in one line. */
function BalanceLine({ amendment, balance }: { amendment: AccountAmendment; balance: OpenBalance }) {
  const open = onBalance(amendment, balance)
  const { t } = useTranslator()
  const balanceText = useBalanceText()
  if (open) return <OnBalance balance={open} />
  return (
    <strong className="text-slate-900">
      {amendmentBalanceOpen(amendment) ? balanceText(amendment.balance_amount_cents) : t(NOT_DUE)}
    </strong>
  )
}

const location = (a: AccountAmendment) => a.pickup_info.location.name ?? '—'

/**
 * Spec §2 Amendments table: pick-up date, location, pax, amount, balance, status chip and the
 * pay link; cards on small screens.
 */
export function BookingAmendments({
  amendments,
  balance = null,
}: {
  amendments: AccountAmendment[]
  /** The booking's open balance, where an accepted or pending change goes on a payment plan. */
  balance?: OpenBalance
}) {
  const { t, date, locale, money } = useTranslator()
  // English keeps the server's dd/mm/yyyy; other languages write the day their way.
  const pickupDate = (a: AccountAmendment) => (locale === 'en' ? a.formatted_pickup_date : date(a.start_date))
  const travellers = useTravellersLabel()
  const instant = useInstant()
  const statusLabel = useStatusLabel()
  // By code: withdrawn (3) is the amendments' own; the others read as a booking's.
  const statusOf = (a: AccountAmendment) =>
    a.status === AmendmentStatus.withdrawn ? t('amend.withdrawn') : statusLabel(a.status, a.status_label)
  if (amendments.length === 0) return null
  const th = 'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
  return (
    <DetailPanel name="amendments" title={t('amend.requests')}>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('amend.requests')}</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={th}>
                {t('amend.requested')}
              </th>
              <th scope="col" className={th}>
                {t('amend.pickupDate')}
              </th>
              <th scope="col" className={th}>
                {t('amend.location')}
              </th>
              <th scope="col" className={th}>
                {t('amend.travellers')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('amend.newAmount')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('amend.balance')}
              </th>
              <th scope="col" className={th}>
                {t('amend.status')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('amend.payment')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {amendments.map((amendment) => (
              <tr key={amendment.id} data-amendment={amendment.id}>
                <td className="px-2 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={amendment.created_at} title={instant(amendment.created_at)}>
                    {locale === 'en'
                      ? formatInstant(amendment.created_at, false)
                      : date(amendment.created_at)}
                  </time>
                </td>
                <td className="px-2 py-3 whitespace-nowrap text-slate-900">{pickupDate(amendment)}</td>
                <td className="px-2 py-3 text-slate-900">{location(amendment)}</td>
                <td className="px-2 py-3 whitespace-nowrap text-slate-900">{travellers(amendment)}</td>
                <td className="px-2 py-3 text-right whitespace-nowrap text-slate-900">
                  {money(amendment.ammend_amount_cents)}
                  <LocalPrice
                    cents={amendment.ammend_amount_cents}
                    className="block text-xs text-slate-600"
                  />
                </td>
                <td className="px-2 py-3 text-right whitespace-nowrap">
                  <Balance amendment={amendment} balance={balance} />
                </td>
                <td className="px-2 py-3">
                  <AmendmentStatusChip amendment={amendment} label={statusOf(amendment)} />
                </td>
                <td className="px-2 py-3 text-right">
                  <PayCell amendment={amendment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y divide-slate-100 md:hidden">
        {amendments.map((amendment) => (
          <li key={amendment.id} data-amendment={amendment.id} className="flex flex-col gap-2 py-3">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-slate-900">{pickupDate(amendment)}</span>
              <AmendmentStatusChip amendment={amendment} label={statusOf(amendment)} />
            </div>
            <p className="text-sm text-slate-700">
              {location(amendment)} · {travellers(amendment)}
            </p>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="text-slate-700">
                {t('amend.newAmount')}{' '}
                <strong className="text-slate-900">{money(amendment.ammend_amount_cents)}</strong>{' '}
                <LocalPrice cents={amendment.ammend_amount_cents} className="text-slate-600" />
                <span className="block">
                  {t('amend.balance')} <BalanceLine amendment={amendment} balance={balance} />
                </span>
              </span>
              <PayCell amendment={amendment} />
            </div>
            <p className="text-xs text-slate-600">
              {t('amend.requestedOn', { date: instant(amendment.created_at) })}
            </p>
          </li>
        ))}
      </ul>
    </DetailPanel>
  )
}

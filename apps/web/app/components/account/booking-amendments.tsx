import { bookingTravellersLabel } from '@serendib/domain/travellers-label'
import { amendmentBalanceOpen } from '@serendib/domain/amendments'
import { formatUsd } from '@serendib/domain/money'
import type { BookingJson } from '@serendib/domain/api/account'
import type { AccountAmendment } from '../../lib/account-bookings'
import { useTranslator } from '../../lib/i18n'
import { balanceParts, balanceText, formatInstant } from '../../lib/account-bookings-format'
import { LocalPrice } from '../ui/local-price'
import { DetailPanel } from './booking-details'
import { AmendmentStatusChip } from './booking-status-chip'

const payLink =
  'inline-flex h-9 items-center rounded-lg bg-accent-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-800'

const pax = (a: AccountAmendment) => ({
  num_adults: a.num_adults,
  num_children: a.num_children,
  num_infants: a.num_infants,
})

/** 'Pay balance' while an accepted amendment's charge is open; 'Paid' once it went through. */
function PayCell({ amendment }: { amendment: AccountAmendment }) {
  if (amendment.paid) return <span className="text-sm font-semibold text-emerald-800">Paid</span>
  if (!amendment.pay_link) return null
  return (
    <a href={amendment.pay_link} className={payLink}>
      Pay balance<span className="sr-only"> of {formatUsd(amendment.balance_amount_cents)}</span>
    </a>
  )
}

/** Shown instead of a balance that can no longer be paid (rejected, or the booking ended). */
const NOT_DUE = 'Nothing to pay'

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
  if (open) return <OnBalance balance={open} />
  if (!amendmentBalanceOpen(amendment))
    return (
      <span className="text-slate-700" data-balance-closed>
        {NOT_DUE}
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
  if (open) return <OnBalance balance={open} />
  return (
    <strong className="text-slate-900">
      {amendmentBalanceOpen(amendment) ? balanceText(amendment.balance_amount_cents) : NOT_DUE}
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
  if (amendments.length === 0) return null
  const th = 'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
  return (
    <DetailPanel name="amendments" title="Amendment requests">
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Amendment requests</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={th}>
                Requested
              </th>
              <th scope="col" className={th}>
                Pick-up date
              </th>
              <th scope="col" className={th}>
                Location
              </th>
              <th scope="col" className={th}>
                Travellers
              </th>
              <th scope="col" className={`${th} text-right`}>
                New amount
              </th>
              <th scope="col" className={`${th} text-right`}>
                Balance
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Payment</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {amendments.map((amendment) => (
              <tr key={amendment.id} data-amendment={amendment.id}>
                <td className="px-2 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={amendment.created_at} title={formatInstant(amendment.created_at)}>
                    {formatInstant(amendment.created_at, false)}
                  </time>
                </td>
                <td className="px-2 py-3 whitespace-nowrap text-slate-900">
                  {amendment.formatted_pickup_date}
                </td>
                <td className="px-2 py-3 text-slate-900">{location(amendment)}</td>
                <td className="px-2 py-3 whitespace-nowrap text-slate-900">
                  {bookingTravellersLabel(pax(amendment))}
                </td>
                <td className="px-2 py-3 text-right whitespace-nowrap text-slate-900">
                  {formatUsd(amendment.ammend_amount_cents)}
                  <LocalPrice
                    cents={amendment.ammend_amount_cents}
                    className="block text-xs text-slate-600"
                  />
                </td>
                <td className="px-2 py-3 text-right whitespace-nowrap">
                  <Balance amendment={amendment} balance={balance} />
                </td>
                <td className="px-2 py-3">
                  <AmendmentStatusChip amendment={amendment} />
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
              <span className="font-semibold text-slate-900">{amendment.formatted_pickup_date}</span>
              <AmendmentStatusChip amendment={amendment} />
            </div>
            <p className="text-sm text-slate-700">
              {location(amendment)} · {bookingTravellersLabel(pax(amendment))}
            </p>
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="text-slate-700">
                New amount{' '}
                <strong className="text-slate-900">{formatUsd(amendment.ammend_amount_cents)}</strong>{' '}
                <LocalPrice cents={amendment.ammend_amount_cents} className="text-slate-600" />
                <span className="block">
                  Balance <BalanceLine amendment={amendment} balance={balance} />
                </span>
              </span>
              <PayCell amendment={amendment} />
            </div>
            <p className="text-xs text-slate-600">Requested {formatInstant(amendment.created_at)}</p>
          </li>
        ))}
      </ul>
    </DetailPanel>
  )
}

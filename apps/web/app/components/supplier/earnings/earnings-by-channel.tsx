import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { formatUsd } from '@serendib/domain/money'
import { channelLabel } from '@serendib/domain/supplier-bookings'
import { Panel } from '../ui'

/** Gross, refunds, commission and net: the columns every earnings table shows, in this order. */
export function MoneyColumnHeads() {
  return (
    <>
      {['Gross', 'Refunds', 'Commission', 'Net'].map((name) => (
        <th key={name} scope="col" className="py-1 text-right">
          {name}
        </th>
      ))}
    </>
  )
}

/**
 * The chosen month split by who sold the bookings: our site, or each reseller (OCTO, paid on
 * account, decision 045). Hidden while the site is the only channel, where it would repeat the
 * month's row above.
 */
export function EarningsByChannel({ month, channels }: { month: string; channels: Earnings['channels'] }) {
  if (!channels.some((c) => c.channel !== null)) return null
  return (
    <Panel title={`${month} by channel`} id="channels">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1">
                Sold by
              </th>
              <th scope="col" className="py-1 text-right">
                Bookings
              </th>
              <MoneyColumnHeads />
            </tr>
          </thead>
          <tbody>
            {channels.map((c) => (
              <tr key={c.channel ?? ''} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 text-left font-semibold">
                  {channelLabel(c.channel)}
                </th>
                <td className="text-right">{c.bookings}</td>
                <td className="text-right">{formatUsd(c.gross_cents)}</td>
                <td className="text-right">{formatUsd(c.refunds_cents)}</td>
                <td className="text-right">{formatUsd(c.commission_cents)}</td>
                <td className="text-right font-semibold">{formatUsd(c.net_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}

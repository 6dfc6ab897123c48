import type { Earnings } from '@serendib/domain/api/supplier-earnings'
import { channelLabel } from '@serendib/domain/supplier-bookings'
import { Panel } from '../ui'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'

/** Gross, refunds, commission and net: the columns every earnings table shows, in this order. */
export function MoneyColumnHeads() {
  const { t } = usePortalI18n()
  return (
    <>
      {[t('earnings.gross'), t('earnings.refunds'), t('earnings.commission'), t('earnings.netColumn')].map(
        (name) => (
          <th key={name} scope="col" className="py-1 text-right">
            {name}
          </th>
        ),
      )}
    </>
  )
}

/**
 * The chosen month split by who sold the bookings: our site, or each reseller (OCTO, paid on
 * account, decision 045). Hidden while the site is the only channel, where it would repeat the
 * month's row above.
 */
export function EarningsByChannel({ month, channels }: { month: string; channels: Earnings['channels'] }) {
  const { t, money } = usePortalI18n()
  if (!channels.some((c) => c.channel !== null)) return null
  return (
    <Panel title={t('earnings.byChannel', { month })} id="channels">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1">
                {t('earnings.soldBy')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('earnings.bookings')}
              </th>
              <MoneyColumnHeads />
            </tr>
          </thead>
          <tbody>
            {channels.map((c) => (
              <tr key={c.channel ?? ''} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 text-left font-semibold">
                  {c.channel === null ? t('filters.site') : channelLabel(c.channel)}
                </th>
                <td className="text-right">{c.bookings}</td>
                <td className="text-right">{money(c.gross_cents)}</td>
                <td className="text-right">{money(c.refunds_cents)}</td>
                <td className="text-right">{money(c.commission_cents)}</td>
                <td className="text-right font-semibold">{money(c.net_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}

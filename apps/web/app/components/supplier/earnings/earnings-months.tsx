import type { EarningsMonth, EarningsMonthState } from '@serendib/domain/api/supplier-earnings'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { Link } from 'react-router'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { MoneyColumnHeads } from './earnings-by-channel'

const englishMonth = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** A travel month's name: "Nov 2026" in English as before, the portal's month otherwise. */
export function useMonthName(): (m: string) => string {
  const { locale, month } = usePortalI18n()
  return locale === 'en' ? englishMonth : month
}
const stateStyle: Record<EarningsMonthState, string> = {
  upcoming: 'bg-sky-50 text-sky-900',
  not_yet_payable: 'bg-slate-100 text-slate-800',
  payable: 'bg-amber-50 text-amber-900',
  paid: 'bg-green-50 text-green-900',
  none: '',
}

function State({ state }: { state: EarningsMonthState }) {
  const { t } = usePortalI18n()
  if (state === 'none') return null
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${stateStyle[state]}`}>
      {t(`earnings.state.${state}` as PortalMessageId)}
    </span>
  )
}

/** "Jan 2027", "Jan 2027 – May 2027" for months in a row, else each named. */
function monthList(months: string[], monthName: (m: string) => string): string {
  const next = (m: string) => {
    const [y, n] = m.split('-').map(Number) as [number, number]
    return n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`
  }
  const inARow = months.every((m, i) => i === 0 || next(months[i - 1]!) === m)
  if (months.length > 2 && inARow) return `${monthName(months[0]!)} – ${monthName(months.at(-1)!)}`
  return months.map(monthName).join(', ')
}

/**
 * The months in two groups: upcoming (soonest first) and this month with the 11 before it
 * (newest first). Phones get one line per month, net first; wider screens the full table.
 */
export function EarningsMonths({ months, chosen }: { months: EarningsMonth[]; chosen: string }) {
  const { t, money } = usePortalI18n()
  const monthName = useMonthName()
  const upcoming = months.filter((m) => m.state === 'upcoming').reverse()
  const past = months.filter((m) => m.state !== 'upcoming')
  // Upcoming months without bookings are one line, not six rows of zeros (the chart shows them).
  const booked = upcoming.filter((m) => m.bookings > 0 || m.month === chosen)
  const empty = upcoming.filter((m) => !booked.includes(m))
  const emptyNote =
    empty.length === 0
      ? null
      : t('earnings.noBookingsIn', {
          months: monthList(
            empty.map((m) => m.month),
            monthName,
          ),
        })
  const groups = [
    { title: t('earnings.upcomingMonths'), months: booked, note: emptyNote },
    { title: t('earnings.pastMonths'), months: past, note: null },
  ].filter((g) => g.months.length > 0 || g.note)
  const max = Math.max(1, ...months.map((m) => m.net_cents))
  const bar = (m: EarningsMonth) => (
    <div
      className={`h-1.5 rounded ${m.state === 'upcoming' ? 'bg-sky-600' : 'bg-brand-600'}`}
      style={{ width: `${(m.net_cents / max) * 100}%` }}
    />
  )
  const link = (m: EarningsMonth) => (
    <Link
      to={`?month=${m.month}`}
      className="font-semibold underline"
      aria-current={m.month === chosen ? 'true' : undefined}
    >
      {monthName(m.month)}
    </Link>
  )
  return (
    <>
      <div className="grid gap-3 sm:hidden">
        {groups.map((g) => (
          <div key={g.title}>
            <h3 className="mb-1 text-sm font-bold text-slate-800">{g.title}</h3>
            <ul className="grid gap-1">
              {g.months.map((m) => (
                <li
                  key={m.month}
                  className={`rounded-lg border border-slate-100 p-2 text-sm ${m.month === chosen ? 'bg-brand-50' : ''}`}
                >
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="flex flex-wrap items-baseline gap-2">
                      {link(m)} <State state={m.state} />
                    </span>
                    <span className="font-semibold whitespace-nowrap">
                      {t('earnings.net', { net: money(m.net_cents) })}
                    </span>
                  </div>
                  <div className="mt-1">{bar(m)}</div>
                  <p className="mt-1 text-xs text-slate-600">
                    {t('earnings.monthLine', {
                      count: m.bookings,
                      gross: money(m.gross_cents),
                      refunds: money(m.refunds_cents),
                      commission: money(m.commission_cents),
                    })}
                  </p>
                </li>
              ))}
            </ul>
            {g.note ? <p className="mt-1 text-sm text-slate-600">{g.note}</p> : null}
          </div>
        ))}
      </div>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('earnings.perMonth')}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1">
                {t('earnings.month')}
              </th>
              <th scope="col" className="py-1">
                {t('earnings.stage')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('earnings.bookings')}
              </th>
              <MoneyColumnHeads />
              <th scope="col" className="py-1 pl-2" aria-hidden="true"></th>
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.title}>
              <tr>
                <th scope="colgroup" colSpan={8} className="pt-3 pb-1 text-left text-slate-800">
                  {g.title}
                </th>
              </tr>
              {g.months.map((m) => (
                <tr
                  key={m.month}
                  className={`border-t border-slate-100 ${m.month === chosen ? 'bg-brand-50' : ''}`}
                >
                  <th scope="row" className="py-1.5 text-left">
                    {link(m)}
                  </th>
                  <td>
                    <State state={m.state} />
                  </td>
                  <td className="text-right">{m.bookings}</td>
                  <td className="text-right">{money(m.gross_cents)}</td>
                  <td className="text-right">{money(m.refunds_cents)}</td>
                  <td className="text-right">{money(m.commission_cents)}</td>
                  <td className="text-right font-semibold">{money(m.net_cents)}</td>
                  <td className="w-24 pl-2" aria-hidden="true">
                    {bar(m)}
                  </td>
                </tr>
              ))}
              {g.note ? (
                <tr className="border-t border-slate-100">
                  <td colSpan={8} className="py-1.5 text-slate-600">
                    {g.note}
                  </td>
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
    </>
  )
}

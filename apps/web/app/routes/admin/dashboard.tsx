import type { Dashboard } from '@serendib/domain/api/admin-dashboard'
import { monthInWords } from '@serendib/domain/date-in-words'
import { Link } from 'react-router'
import type { Route } from './+types/dashboard'
import { LazyDailyChart } from '../../components/admin/charts/lazy-daily-chart'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { adminApi } from '../../lib/admin/admin-api'
import { day, usd, waited } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Dashboard · Serendib admin' }]
}

export async function clientLoader() {
  return adminApi.get<Dashboard>('/api/admin/dashboard')
}

function QueueCard({ label, count, to, hint }: { label: string; count: number; to?: string; hint?: string }) {
  const body = (
    <>
      <span className={`block text-3xl font-bold ${count > 0 ? 'text-red-700' : 'text-slate-900'}`}>
        {count}
      </span>
      <span className="mt-1 block text-sm font-semibold text-slate-700">{label}</span>
      {hint ? <span className="mt-0.5 block text-xs text-slate-500">{hint}</span> : null}
    </>
  )
  const box = 'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm'
  return to ? (
    <Link to={to} className={`${box} hover:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  )
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  )
}

const count = (n: number) => String(Math.round(n))

export default function AdminDashboard({ loaderData: reply }: Route.ComponentProps) {
  if (!reply.ok) return <ErrorState message={reply.message} />
  const d = reply.data
  const q = d.queues
  const days = d.days.map((x) => x.day)
  return (
    <>
      <PageHeader title="Dashboard" description="What needs a person now, and how the month is going." />
      <h2 className="mb-2 text-lg font-bold">Work queues</h2>
      <div className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <QueueCard label="Disputes" count={q.disputes} to="/admin/bookings?status=5" />
        <QueueCard
          label="On-request bookings waiting"
          count={q.on_request_waiting}
          to="/admin/bookings?status=0"
          hint="Paid, supplier to answer"
        />
        <QueueCard label="Failed refunds" count={q.failed_refunds} to="/admin/refunds?status=failed" />
        <QueueCard label="Failed e-mails" count={q.failed_emails} to="/admin/emails?status=failed" />
        <QueueCard label="Tours awaiting review" count={q.tours_pending} to="/admin/tours?queue=pending" />
        {q.suppliers_awaiting_approval !== null ? (
          <QueueCard
            label="Suppliers awaiting approval"
            count={q.suppliers_awaiting_approval}
            to="/admin/suppliers?approval=pending"
          />
        ) : null}
        {q.tours_changed_since_approval !== null ? (
          <QueueCard
            label="Tours changed since approval"
            count={q.tours_changed_since_approval}
            to="/admin/tours?queue=changed"
            hint="On sale, edited by the supplier"
          />
        ) : null}
      </div>

      <Panel title="On-request bookings by age">
        <DataTable
          caption="On-request bookings waiting for their supplier, oldest first"
          rows={d.on_request}
          rowKey={(b) => b.id}
          empty="No paid on-request booking is waiting for its supplier."
          columns={[
            {
              header: 'Waiting',
              cell: (b) => (
                <strong className={b.waiting_hours >= 24 ? 'text-red-700' : ''}>
                  {waited(b.waiting_hours)}
                </strong>
              ),
            },
            {
              header: 'Booking',
              cell: (b) => (
                <Link className="font-semibold text-brand-700 underline" to={`/admin/bookings/${b.id}`}>
                  {b.booking_reference}
                </Link>
              ),
            },
            { header: 'Tour', cell: (b) => b.tour_title },
            { header: 'Supplier', cell: (b) => b.supplier_name },
            { header: 'Tour date', cell: (b) => day(b.start_date) },
          ]}
        />
      </Panel>

      <h2 className="mb-2 text-lg font-bold">This month ({monthInWords(d.month.month)})</h2>
      <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Figure label="Bookings paid" value={count(d.month.bookings)} />
        <Figure label="Gross sales" value={usd(d.month.gross_cents)} />
        <Figure
          label="Commission"
          value={usd(d.month.commission_cents)}
          hint={`On this month's tours; default rate ${+(d.month.default_commission_bps / 100).toFixed(2)} %`}
        />
        <Figure label="Refunds" value={usd(d.month.refunds_cents)} />
        <Figure label="Cancellations" value={count(d.month.cancellations)} />
      </dl>

      <Panel title="The last 90 days">
        <div className="grid gap-6 xl:grid-cols-2">
          <LazyDailyChart
            title="Bookings paid per day"
            days={days}
            series={[
              { label: 'Bookings', colour: '#0d6b60', values: d.days.map((x) => x.bookings), format: count },
            ]}
          />
          <LazyDailyChart
            title="Money in and out per day (USD)"
            days={days}
            money
            series={[
              {
                label: 'Gross sales',
                colour: '#0d6b60',
                values: d.days.map((x) => x.gross_cents),
                format: (v) => usd(Math.round(v)),
              },
              {
                label: 'Refunds',
                colour: '#b91c1c',
                values: d.days.map((x) => x.refunds_cents),
                format: (v) => usd(Math.round(v)),
              },
            ]}
          />
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Show the figures as a table
          </summary>
          <div className="mt-2 max-h-80 overflow-y-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Figures per day, last 90 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Gross</th>
                  <th scope="col">Refunds</th>
                </tr>
              </thead>
              <tbody>
                {[...d.days].reverse().map((x) => (
                  <tr key={x.day} className="border-t border-slate-100">
                    <td>{day(x.day)}</td>
                    <td>{x.bookings}</td>
                    <td>{usd(x.gross_cents)}</td>
                    <td>{usd(x.refunds_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Panel>
    </>
  )
}

import type { AdminBookingDetail } from '@serendib/domain/api/admin-bookings'
import { useEffect, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/booking-detail'
import { AuditTable } from '../../components/admin/audit-table'
import { BookingActions } from '../../components/admin/booking-actions'
import { BookingPayments } from '../../components/admin/booking-payments'
import { BookingStatusChip } from '../../components/admin/booking-status'
import { BookingThread } from '../../components/admin/booking-thread'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { RefundPanel } from '../../components/admin/refund-panel'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime, day, statusLabel, usd } from '../../lib/admin/format'
import { amendmentStatusLabel } from '@serendib/domain/amendments'
import { bookingTravellersLabel } from '@serendib/domain/travellers-label'

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Booking ${params.id} · Serendib admin` }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(params.id)}`)
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  )
}

export default function AdminBookingDetailPage({ loaderData: reply }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [booking, setBooking] = useState<AdminBookingDetail | null>(reply.ok ? reply.data : null)
  useEffect(() => setBooking(reply.ok ? reply.data : null), [reply])
  if (!reply.ok || !booking) return <ErrorState message={reply.ok ? 'Could not load data' : reply.message} />
  const reload = () => void revalidator.revalidate()
  const b = booking
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/bookings" className="text-brand-700 underline">
          ← All bookings
        </Link>
      </p>
      <PageHeader
        title={`Booking ${b.booking_reference}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <BookingStatusChip status={b.status} label={b.status_label} /> {b.tour.title}
          </span>
        }
        actions={<BookingActions booking={b} onChanged={setBooking} />}
      />
      <div className="grid gap-5 xl:grid-cols-[1fr_24rem]">
        <div className="min-w-0">
          <Panel title="Booking">
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
              <Fact label="Tour">
                <Link className="text-brand-700 underline" to={`/admin/bookings?tour=${b.tour.id}`}>
                  {b.tour.title}
                </Link>
              </Fact>
              <Fact label="Supplier">
                <Link className="text-brand-700 underline" to={`/admin/bookings?supplier=${b.supplier.id}`}>
                  {b.supplier.name}
                </Link>
                <br />
                {b.supplier.email}
              </Fact>
              <Fact label="Customer account">
                {b.customer ? (
                  <Link
                    className="text-brand-700 underline"
                    to={`/admin/users?q=${encodeURIComponent(b.customer.email)}`}
                  >
                    {b.customer.email}
                  </Link>
                ) : (
                  'None (guest booking)'
                )}
              </Fact>
              <Fact label="Contact">
                {b.contact_name}
                <br />
                {b.contact_email} · {b.contact_phone}
              </Fact>
              <Fact label="Dates">
                {day(b.start_date)}
                {b.end_date !== b.start_date ? ` – ${day(b.end_date)}` : ''}
              </Fact>
              <Fact label="Travellers">{bookingTravellersLabel(b)}</Fact>
              <Fact label="Pick-up">{b.pickup ?? '—'}</Fact>
              <Fact label="Price">{usd(b.booking_amount_cents)}</Fact>
              <Fact label="Order">
                {b.order ? `${b.order.reference} · ${usd(b.order.total_cents)}` : '—'}
              </Fact>
              <Fact label="Booked">{dateTime(b.created_at)}</Fact>
              <Fact label="Remarks">{b.remarks || '—'}</Fact>
            </dl>
          </Panel>
          <Panel title="Payments and refunds">
            <BookingPayments booking={b} reload={reload} />
          </Panel>
          <Panel title="Messages">
            <BookingThread booking={b} reload={reload} />
          </Panel>
          {b.amendments.length > 0 ? (
            <Panel title="Amendments">
              <DataTable
                caption="Amendments"
                rows={b.amendments}
                rowKey={(a) => a.id}
                empty=""
                columns={[
                  { header: 'Requested', cell: (a) => dateTime(a.created_at) },
                  { header: 'New date', cell: (a) => day(a.start_date) },
                  { header: 'Amount', cell: (a) => usd(a.amend_amount_cents) },
                  { header: 'Balance', cell: (a) => usd(a.balance_amount_cents) },
                  { header: 'Status', cell: (a) => amendmentStatusLabel(a.status) },
                  { header: 'Paid', cell: (a) => dateTime(a.paid_at) },
                ]}
              />
            </Panel>
          ) : null}
        </div>
        <div className="min-w-0">
          <RefundPanel booking={b} onChanged={setBooking} />
          <Panel title="Status history">
            {b.status_history.length === 0 ? (
              <p className="text-sm text-slate-600">No status change recorded yet.</p>
            ) : (
              <ol className="flex flex-col gap-2 text-sm">
                {b.status_history.map((h, i) => (
                  <li key={i} className="border-l-2 border-brand-600 pl-3">
                    <strong>
                      {statusLabel(h.from_status)} → {statusLabel(h.to_status)}
                    </strong>{' '}
                    ({h.action}, {h.actor_role})
                    <br />
                    <span className="text-slate-600">{dateTime(h.at)}</span>
                    {h.reason ? <span className="block text-slate-700">“{h.reason}”</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
      <Panel title="Audit trail">
        <AuditTable rows={b.audit} caption="Audit trail of this booking" subjectLinks={false} />
      </Panel>
    </>
  )
}

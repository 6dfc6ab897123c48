import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { bookingStatusLabels, isBookingStatusCode } from '@serendib/domain/booking-status'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatColomboDateTime } from '@serendib/domain/date-time-format'
import { formatUsd } from '@serendib/domain/money'
import { bookingTravellersLabel } from '@serendib/domain/travellers-label'
import { hasVoucher, voucherPath } from '@serendib/domain/vouchers'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { AttendanceFacts } from '../../components/supplier/bookings/attendance'
import { BookingStatusChip } from '../../components/supplier/bookings/booking-status-chip'
import { BookingThread } from '../../components/supplier/bookings/booking-thread'
import { DecisionPanel } from '../../components/supplier/bookings/decision-panel'
import { button, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { BookingAnswersPanel } from '../../components/supplier/bookings/booking-answers'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Booking · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

const amendmentLabels = { 0: 'Waiting for you', 1: 'Accepted', 2: 'Rejected', 3: 'Withdrawn' } as Record<
  number,
  string
>

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-slate-700">{k}</dt>
            <dd className="mb-1 break-words text-slate-900">{v}</dd>
          </div>
        ))}
    </dl>
  )
}

function Amendments({ booking, onChanged }: { booking: SupplierBookingDetail; onChanged: () => void }) {
  const snackbar = useSnackbar()
  const [busy, setBusy] = useState(false)
  if (booking.amendments.length === 0) return null
  async function decide(id: number, kind: 'accept' | 'reject') {
    setBusy(true)
    const reply = await supplierApi.post(`/api/supplier/amendments/${id}/${kind}`)
    setBusy(false)
    snackbar(reply.ok ? (reply.message ?? 'Saved') : reply.message, reply.ok ? 'success' : 'error')
    if (reply.ok) onChanged()
  }
  return (
    <Panel title="Change requests" id="amendments">
      <ul className="grid gap-2">
        {booking.amendments.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold">
              {formatDisplayDate(a.start_date)} · {a.pax} travellers · {amendmentLabels[a.status]}
            </p>
            <p className="text-slate-600">New price {formatUsd(a.amend_amount_cents)}</p>
            {a.status === AmendmentStatus.pending ? (
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className={button.small}
                  disabled={busy}
                  onClick={() => decide(a.id, 'accept')}
                >
                  Accept change
                </button>
                <button
                  type="button"
                  className={button.small}
                  disabled={busy}
                  onClick={() => decide(a.id, 'reject')}
                >
                  Reject change
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  )
}

const pickupText = (b: SupplierBookingDetail) =>
  b.pickup.type === 'airport'
    ? [b.pickup.flight_no, b.pickup.flight_time].filter(Boolean).join(' at ')
    : b.pickup.type === 'hotel'
      ? [b.pickup.hotel_name, b.pickup.hotel_address].filter(Boolean).join(', ')
      : b.pickup.other

/** /supplier/bookings/:id: everything about one booking, the supplier's answer, changes and messages. */
export default function SupplierBookingDetailPage() {
  const { id } = useParams()
  const booking = useApiData<SupplierBookingDetail>(`/api/supplier/bookings/${Number(id)}`)
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/supplier/bookings" className="font-semibold text-brand-800 underline">
          ← All bookings
        </Link>
      </p>
      {booking.state === 'loading' ? <LoadingState label="Loading the booking…" /> : null}
      {booking.state === 'error' ? <ErrorState message={booking.message} onRetry={booking.reload} /> : null}
      {booking.state === 'ready' ? (
        <>
          <PageHeader
            title={`Booking ${booking.data.booking_reference}`}
            description={
              <BookingStatusChip status={booking.data.status} awaiting={booking.data.awaiting_decision} />
            }
            actions={
              hasVoucher(booking.data.status) ? (
                <Link to={voucherPath(booking.data.booking_reference)} className={button.secondary}>
                  Voucher
                </Link>
              ) : null
            }
          />
          <DecisionPanel booking={booking.data} onChanged={booking.set} />
          <Panel title="Tour" id="tour">
            <Facts
              rows={[
                ['Tour', booking.data.tour.title],
                ['Date', formatDisplayDate(booking.data.start_date)],
                ['Start time', booking.data.start_time],
                ['Pick-up time', booking.data.pickup.time],
                ['Travellers', bookingTravellersLabel(booking.data)],
                ['Pick-up point', booking.data.pickup.point],
                ['Pick-up', pickupText(booking.data)],
                ['Notes', booking.data.remarks],
              ]}
            />
          </Panel>
          <Panel title="Attendance" id="attendance">
            <AttendanceFacts booking={booking.data} onChanged={booking.set} />
          </Panel>
          <Panel title="Travellers" id="travellers">
            <ol className="grid gap-1 text-sm">
              {booking.data.travellers.map((t, i) => (
                <li key={i}>
                  {t.first_name} {t.last_name}
                  {t.lead ? <span className="ml-1 text-xs font-semibold text-brand-800">(lead)</span> : null}
                  {t.phone ? <span className="text-slate-600"> · {t.phone}</span> : null}
                </li>
              ))}
            </ol>
          </Panel>
          <BookingAnswersPanel answers={booking.data.answers} travellers={booking.data.travellers} />
          <Panel title="Contact" id="contact">
            <Facts
              rows={[
                ['Name', booking.data.contact.name],
                ['E-mail', booking.data.contact.email],
                ['Phone', booking.data.contact.phone],
              ]}
            />
          </Panel>
          <Panel title="Payment" id="payment">
            <Facts
              rows={[
                ['Booking amount', formatUsd(booking.data.booking_amount_cents)],
                ['Paid', formatUsd(booking.data.payment.paid_cents)],
                ['Refunded', formatUsd(booking.data.payment.refunded_cents)],
              ]}
            />
          </Panel>
          <Amendments booking={booking.data} onChanged={booking.reload} />
          {booking.data.history.length > 0 ? (
            <Panel title="History" id="history">
              <ol className="grid gap-1 text-sm">
                {booking.data.history.map((h, i) => (
                  <li key={i}>
                    {formatColomboDateTime(h.at)}:{' '}
                    {isBookingStatusCode(h.to_status) ? bookingStatusLabels[h.to_status] : h.action}
                    {h.reason ? ` — ${h.reason}` : ''}
                  </li>
                ))}
              </ol>
            </Panel>
          ) : null}
          <BookingThread bookingId={booking.data.id} />
        </>
      ) : null}
    </>
  )
}

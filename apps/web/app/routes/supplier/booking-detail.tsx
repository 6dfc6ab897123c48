import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import { AmendmentStatus } from '@serendib/domain/amendments'
import { isBookingStatusCode } from '@serendib/domain/booking-status'
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
import { portalMeta, usePortalI18n, type PortalTranslator } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/booking-detail'
import { AssignmentPanel } from '../../components/supplier/team/assignment-panel'
import { usePortalRole } from '../../lib/supplier/portal-role'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'booking.title')
}

const amendmentLabel = (t: PortalTranslator['t'], status: number) =>
  status >= 0 && status <= 3 ? t(`amendment.${status as 0 | 1 | 2 | 3}`) : ''

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
  const { t, date, money } = usePortalI18n()
  const say = useServerMessage()
  const [busy, setBusy] = useState(false)
  if (booking.amendments.length === 0) return null
  async function decide(id: number, kind: 'accept' | 'reject') {
    setBusy(true)
    const reply = await supplierApi.post(`/api/supplier/amendments/${id}/${kind}`)
    setBusy(false)
    snackbar(reply.message ? say(reply.message) : t('common.saved'), reply.ok ? 'success' : 'error')
    if (reply.ok) onChanged()
  }
  return (
    <Panel title={t('booking.changes')} id="amendments">
      <ul className="grid gap-2">
        {booking.amendments.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold">
              {t('booking.change', {
                date: date(a.start_date),
                pax: a.pax,
                state: amendmentLabel(t, a.status),
              })}
            </p>
            <p className="text-slate-600">{t('booking.newPrice', { price: money(a.amend_amount_cents) })}</p>
            {a.status === AmendmentStatus.pending ? (
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className={button.small}
                  disabled={busy}
                  onClick={() => decide(a.id, 'accept')}
                >
                  {t('booking.acceptChange')}
                </button>
                <button
                  type="button"
                  className={button.small}
                  disabled={busy}
                  onClick={() => decide(a.id, 'reject')}
                >
                  {t('booking.rejectChange')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  )
}

const pickupText = (b: SupplierBookingDetail, t: PortalTranslator['t']) =>
  b.pickup.type === 'airport'
    ? b.pickup.flight_no && b.pickup.flight_time
      ? t('booking.flightAt', { flight: b.pickup.flight_no, time: b.pickup.flight_time })
      : b.pickup.flight_no || b.pickup.flight_time
    : b.pickup.type === 'hotel'
      ? [b.pickup.hotel_name, b.pickup.hotel_address].filter(Boolean).join(', ')
      : b.pickup.other

/** /supplier/bookings/:id: everything about one booking, the supplier's answer, changes and messages. */
export default function SupplierBookingDetailPage() {
  const { id } = useParams()
  const booking = useApiData<SupplierBookingDetail>(`/api/supplier/bookings/${Number(id)}`)
  const { t, lp, date, dateTime, money, party } = usePortalI18n()
  const role = usePortalRole()
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={lp('/supplier/bookings')} className="font-semibold text-brand-800 underline">
          {t('booking.all')}
        </Link>
      </p>
      {booking.state === 'loading' ? <LoadingState label={t('booking.loading')} /> : null}
      {booking.state === 'error' ? <ErrorState message={booking.message} onRetry={booking.reload} /> : null}
      {booking.state === 'ready' ? (
        <>
          <PageHeader
            title={t('booking.heading', { reference: booking.data.booking_reference })}
            description={
              <BookingStatusChip status={booking.data.status} awaiting={booking.data.awaiting_decision} />
            }
            actions={
              hasVoucher(booking.data.status) ? (
                <Link to={voucherPath(booking.data.booking_reference)} className={button.secondary}>
                  {t('common.voucher')}
                </Link>
              ) : null
            }
          />
          <DecisionPanel booking={booking.data} onChanged={booking.set} />
          <Panel title={t('booking.tour')} id="tour">
            <Facts
              rows={[
                [t('booking.tour'), booking.data.tour.title],
                [t('booking.date'), date(booking.data.start_date)],
                [t('booking.startTime'), booking.data.start_time],
                [t('booking.pickupTime'), booking.data.pickup.time],
                [t('booking.travellers'), party(booking.data)],
                [t('booking.option'), booking.data.option_label],
                [t('booking.pickupPoint'), booking.data.pickup.point],
                [t('booking.pickup'), pickupText(booking.data, t)],
                [t('booking.notes'), booking.data.remarks],
              ]}
            />
          </Panel>
          {booking.data.status === 0 || booking.data.status === 1 ? (
            <AssignmentPanel bookingId={booking.data.id} />
          ) : null}
          <Panel title={t('booking.attendance')} id="attendance">
            <AttendanceFacts booking={booking.data} onChanged={booking.set} />
          </Panel>
          <Panel title={t('booking.travellers')} id="travellers">
            <ol className="grid gap-1 text-sm">
              {booking.data.travellers.map((person, i) => (
                <li key={i}>
                  {person.first_name} {person.last_name}
                  {person.lead ? (
                    <span className="ml-1 text-xs font-semibold text-brand-800">{t('booking.lead')}</span>
                  ) : null}
                  {person.phone ? <span className="text-slate-600"> · {person.phone}</span> : null}
                </li>
              ))}
            </ol>
          </Panel>
          <BookingAnswersPanel answers={booking.data.answers} travellers={booking.data.travellers} />
          <Panel title={t('booking.contact')} id="contact">
            <Facts
              rows={[
                [t('booking.name'), booking.data.contact.name],
                [t('booking.email'), booking.data.contact.email],
                [t('booking.phone'), booking.data.contact.phone],
              ]}
            />
          </Panel>
          <Panel title={t('booking.payment')} id="payment">
            <Facts
              rows={[
                [t('booking.amount'), money(booking.data.booking_amount_cents)],
                [t('booking.paid'), money(booking.data.payment.paid_cents)],
                [t('booking.refunded'), money(booking.data.payment.refunded_cents)],
              ]}
            />
          </Panel>
          <Amendments booking={booking.data} onChanged={booking.reload} />
          {booking.data.history.length > 0 ? (
            <Panel title={t('booking.history')} id="history">
              <ol className="grid gap-1 text-sm">
                {booking.data.history.map((h, i) => (
                  <li key={i}>
                    {dateTime(h.at)}:{' '}
                    {isBookingStatusCode(h.to_status) ? t(`status.${h.to_status}`) : h.action}
                    {h.reason ? ` — ${h.reason}` : ''}
                  </li>
                ))}
              </ol>
            </Panel>
          ) : null}
          {/* The thread is the supplier's own voice to the traveller (staff do not write it yet). */}
          {role === 'owner' ? <BookingThread bookingId={booking.data.id} /> : null}
        </>
      ) : null}
    </>
  )
}

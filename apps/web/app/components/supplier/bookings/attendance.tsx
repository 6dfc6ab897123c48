import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import type { Attendance } from '@serendib/domain/api/vouchers'
import { NO_SHOW_WINDOW_HOURS } from '@serendib/domain/attendance'
import { useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { button } from '../ui'

/** "Checked in at …", "No-show reported at …" or "Not checked in" (decision 049). */
export function AttendanceText({ attendance }: { attendance: Attendance }) {
  const { t, stamp } = usePortalI18n()
  if (attendance.checked_in_at)
    return (
      <span className="font-semibold text-green-800">
        {t('attendance.checkedInAt', { at: stamp(attendance.checked_in_at) })}
      </span>
    )
  if (attendance.no_show_at)
    return (
      <span className="font-semibold text-red-800">
        {t('attendance.noShowAt', { at: stamp(attendance.no_show_at) })}
      </span>
    )
  return <span className="text-slate-700">{t('attendance.notCheckedIn')}</span>
}

/**
 * "Report no-show": offered from the start until 24 h after it, when nobody checked in. The
 * server checks the window again with its own clock; its answer is what the snackbar shows.
 */
export function NoShowButton({
  bookingId,
  attendance,
  onReported,
}: {
  bookingId: number
  attendance: Attendance
  onReported: (booking: SupplierBookingDetail) => void
}) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const [busy, setBusy] = useState(false)
  const say = useServerMessage()
  if (!attendance.can_report_no_show) return null
  async function report() {
    setBusy(true)
    const reply = await supplierApi.post<SupplierBookingDetail>(`/api/supplier/bookings/${bookingId}/no-show`)
    setBusy(false)
    snackbar(
      reply.ok ? (reply.message ? say(reply.message) : t('attendance.noShowReported')) : say(reply.message),
      reply.ok ? 'success' : 'error',
    )
    if (reply.ok) onReported(reply.data)
  }
  return (
    <button type="button" className={button.small} disabled={busy} onClick={report}>
      {t('attendance.reportNoShow')}
    </button>
  )
}

/** The booking detail's attendance: its state, and the no-show report while the window is open. */
export function AttendanceFacts({
  booking,
  onChanged,
}: {
  booking: SupplierBookingDetail
  onChanged: (booking: SupplierBookingDetail) => void
}) {
  const a = booking.attendance
  const { t } = usePortalI18n()
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <AttendanceText attendance={a} />
      <NoShowButton bookingId={booking.id} attendance={a} onReported={onChanged} />
      {!a.checked_in_at && !a.no_show_at && !a.can_report_no_show ? (
        <span className="text-slate-600">{t('attendance.window', { hours: NO_SHOW_WINDOW_HOURS })}</span>
      ) : null}
    </div>
  )
}

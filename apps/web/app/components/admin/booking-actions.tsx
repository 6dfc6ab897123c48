import { AdminBookingMessages } from '@serendib/domain/admin-refunds'
import { BookingStatus } from '@serendib/domain/booking-status'
import { addDays, formatDisplayDate } from '@serendib/domain/dates'
import type { AdminBookingDetail } from '@serendib/domain/api/admin-bookings'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { usd } from '../../lib/admin/format'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input, label } from './page-header'

const labels: Record<string, { button: string; title: string; danger?: boolean }> = {
  dispute: { button: 'Open dispute', title: 'Open a dispute', danger: true },
  resolve: { button: 'Resolve (completed)', title: 'Resolve the dispute: the tour took place' },
  reinstate: { button: 'Reinstate (confirmed)', title: 'Reinstate: the tour is still ahead' },
  cancel: { button: 'Cancel booking', title: 'Cancel the booking', danger: true },
  reject: { button: 'Reject booking', title: 'Reject the booking', danger: true },
  confirm: { button: 'Confirm booking', title: 'Confirm the booking' },
  complete: { button: 'Mark completed', title: 'Mark the booking completed' },
}
const needsReason = new Set(['cancel', 'reject', 'dispute'])

/** The transitions the state graph offers an admin here; each asks for confirmation. */
export function BookingActions({
  booking,
  onChanged,
}: {
  booking: AdminBookingDetail
  onChanged: (b: AdminBookingDetail) => void
}) {
  const [action, setAction] = useState<string | null>(null)
  const notify = useSnackbar()
  const closing = action === 'cancel' || action === 'reject'
  if (booking.actions.length === 0) return null
  // "Mark completed" waits for the tour to be over (issue 29); say when it will be offered.
  const completesOn =
    booking.status === BookingStatus.confirmed && !booking.actions.includes('complete')
      ? formatDisplayDate(addDays(booking.end_date, 1))
      : null
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {booking.actions.map((a) => (
          <button
            key={a}
            type="button"
            onClick={() => setAction(a)}
            className={labels[a]?.danger ? button.danger : button.secondary}
          >
            {labels[a]?.button ?? a}
          </button>
        ))}
        {completesOn ? (
          <span className="text-sm text-slate-600">Can be marked completed from {completesOn}</span>
        ) : null}
      </div>
      <ConfirmDialog
        open={action !== null}
        title={action ? (labels[action]?.title ?? action) : ''}
        confirmLabel={action ? (labels[action]?.button ?? action) : ''}
        danger={action ? labels[action]?.danger : false}
        onClose={() => setAction(null)}
        description={
          closing
            ? `The customer and the supplier are e-mailed. ${usd(booking.money.refundable_cents)} can still be refunded.`
            : 'The customer is e-mailed where the change concerns them.'
        }
        onConfirm={async (form) => {
          const reason = String(form.get('reason') ?? '').trim()
          if (action && needsReason.has(action) && !reason) return AdminBookingMessages.reasonRequired
          const reply = await adminApi.post<AdminBookingDetail>(
            `/api/admin/bookings/${booking.id}/transition`,
            {
              action,
              reason,
              refund: closing ? form.get('refund') === 'on' : undefined,
              on_behalf_of: closing ? String(form.get('on_behalf_of')) : undefined,
            },
          )
          if (!reply.ok) return reply.message
          notify(reply.message ?? 'Saved', 'success')
          onChanged(reply.data)
          return null
        }}
      >
        <div>
          <label htmlFor="transition-reason" className={label}>
            Reason {action && needsReason.has(action) ? '(the customer reads it)' : '(optional)'}
          </label>
          <textarea
            id="transition-reason"
            name="reason"
            rows={3}
            maxLength={500}
            className={`${input} h-auto py-2`}
          />
        </div>
        {closing ? (
          <>
            <div>
              <label htmlFor="transition-behalf" className={label}>
                On whose behalf
              </label>
              <select id="transition-behalf" name="on_behalf_of" className={input} defaultValue="customer">
                <option value="customer">The customer's</option>
                <option value="supplier">The supplier's</option>
                <option value="marketplace">Serendib's own decision</option>
              </select>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="refund" defaultChecked className="h-4 w-4" />
              Refund what is left of the payment ({usd(booking.money.refundable_cents)})
            </label>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

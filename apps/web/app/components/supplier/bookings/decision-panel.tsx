import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import { SUPPLIER_CANCEL_REASONS, SUPPLIER_REASON_MAX } from '@serendib/domain/supplier-bookings'
import { useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { formatColomboDateTime } from '@serendib/domain/date-time-format'
import { deadlineText } from '../../../lib/supplier/bookings-query'
import { button, input, label, textarea } from '../ui'

/** Confirm / Reject (with a reason the customer reads) / Cancel with a kind of reason: what the graph allows. */
export function DecisionPanel({
  booking,
  onChanged,
}: {
  booking: SupplierBookingDetail
  onChanged: (next: SupplierBookingDetail) => void
}) {
  const snackbar = useSnackbar()
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState<'reject' | 'cancel' | null>(null)
  const [reason, setReason] = useState('')
  const [kind, setKind] = useState<keyof typeof SUPPLIER_CANCEL_REASONS>('weather')
  const [error, setError] = useState('')
  const can = (action: string) => booking.actions.includes(action)
  if (!can('confirm') && !can('reject') && !can('cancel')) return null

  async function send(action: 'confirm' | 'reject' | 'cancel') {
    setBusy(true)
    setError('')
    const body = action === 'reject' ? { reason } : action === 'cancel' ? { reason_code: kind, reason } : {}
    const reply = await supplierApi.post<SupplierBookingDetail>(
      `/api/supplier/bookings/${booking.id}/${action}`,
      body,
    )
    setBusy(false)
    if (!reply.ok) {
      setError(reply.message)
      return
    }
    snackbar(reply.message ?? 'Saved', 'success')
    setOpen(null)
    setReason('')
    onChanged(reply.data)
  }

  return (
    <section
      aria-labelledby="decide-title"
      className="mb-5 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="decide-title" className="mb-2 text-lg font-bold text-slate-900">
        {can('confirm') ? 'Your answer' : 'Cancel this booking'}
      </h2>
      {booking.awaiting_decision && booking.response_deadline ? (
        <p className="mb-3 text-sm text-amber-950">
          Answer {deadlineText(booking.response_deadline)} (by{' '}
          {formatColomboDateTime(booking.response_deadline)}
          ); an unanswered request is rejected and refunded automatically.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can('confirm') ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => send('confirm')}>
            Confirm
          </button>
        ) : null}
        {can('reject') ? (
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => setOpen('reject')}
          >
            Reject…
          </button>
        ) : null}
        {can('cancel') ? (
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => setOpen('cancel')}
          >
            Cancel booking…
          </button>
        ) : null}
      </div>
      {open ? (
        <form
          className="mt-4 grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void send(open)
          }}
        >
          {open === 'cancel' ? (
            <div>
              <label htmlFor="cancel-kind" className={label}>
                Reason
              </label>
              <select
                id="cancel-kind"
                className={input}
                value={kind}
                onChange={(e) => setKind(e.target.value as keyof typeof SUPPLIER_CANCEL_REASONS)}
              >
                {Object.entries(SUPPLIER_CANCEL_REASONS).map(([code, text]) => (
                  <option key={code} value={code}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor="decision-reason" className={label}>
              {open === 'reject'
                ? 'Why you cannot accept it (the customer reads this)'
                : 'Message to the customer'}
            </label>
            <textarea
              id="decision-reason"
              className={textarea}
              value={reason}
              maxLength={SUPPLIER_REASON_MAX}
              required={open === 'reject'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'decision-error' : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {error ? (
              <p id="decision-error" role="alert" className="mt-1 text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">The customer is refunded in full.</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={button.primary} disabled={busy}>
              {busy ? 'Saving…' : open === 'reject' ? 'Reject and refund' : 'Cancel and refund'}
            </button>
            <button type="button" className={button.secondary} onClick={() => setOpen(null)}>
              Keep the booking
            </button>
          </div>
        </form>
      ) : null}
      {!open && error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  )
}

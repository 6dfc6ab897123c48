import { refundProblem } from '@serendib/domain/admin-refunds'
import { parseUsdToCents } from '@serendib/domain/api/admin-common'
import type { AdminBookingDetail } from '@serendib/domain/api/admin-bookings'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { usd } from '../../lib/admin/format'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input, label, Panel } from './page-header'

/** Money of one booking, and a refund form that never offers more than is left. */
export function RefundPanel({
  booking,
  onChanged,
}: {
  booking: AdminBookingDetail
  onChanged: (b: AdminBookingDetail) => void
}) {
  const notify = useSnackbar()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const m = booking.money
  const cents = parseUsdToCents(amount) ?? 0

  function check(): boolean {
    const problem = refundProblem(cents, reason, m.refundable_cents)
    setError(problem)
    return problem === null
  }

  return (
    <Panel title="Money">
      <dl className="mb-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Paid</dt>
          <dd className="text-lg font-bold">{usd(m.paid_in_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Refunded</dt>
          <dd className="text-lg font-bold">{usd(m.refunded_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Can still be refunded</dt>
          <dd className="text-lg font-bold text-brand-800" data-testid="refundable">
            {usd(m.refundable_cents)}
          </dd>
        </div>
      </dl>
      {m.refundable_cents > 0 ? (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (check()) setConfirming(true)
          }}
        >
          <div>
            <label htmlFor="refund-amount" className={label}>
              Amount (USD)
            </label>
            <input
              id="refund-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="0.00"
              className={input}
              aria-describedby="refund-error"
            />
          </div>
          <div>
            <label htmlFor="refund-reason" className={label}>
              Reason
            </label>
            <input
              id="refund-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              className={input}
              aria-describedby="refund-error"
            />
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={button.secondary}
              onClick={() => setAmount((m.refundable_cents / 100).toFixed(2))}
            >
              All
            </button>
            <button type="submit" className={button.primary}>
              Refund…
            </button>
          </div>
          {error ? (
            <p id="refund-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="text-sm text-slate-600">Nothing is left to refund on this booking.</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Refund through the payment provider"
        confirmLabel={`Refund ${usd(cents)}`}
        danger
        onClose={() => setConfirming(false)}
        description={`${usd(cents)} goes back to the customer's card. ${usd(m.refundable_cents - cents)} will be left.`}
        onConfirm={async () => {
          const reply = await adminApi.post<AdminBookingDetail>(`/api/admin/bookings/${booking.id}/refunds`, {
            amount_cents: cents,
            reason,
          })
          if (!reply.ok) return reply.message
          notify(
            reply.message ?? 'Refund sent',
            reply.data.payments.some((p) => p.status === 'failed') ? 'warning' : 'success',
          )
          setAmount('')
          setReason('')
          onChanged(reply.data)
          return null
        }}
      />
    </Panel>
  )
}

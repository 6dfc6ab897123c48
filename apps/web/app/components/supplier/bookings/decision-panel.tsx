import type { SupplierBookingDetail } from '@serendib/domain/api/supplier-bookings'
import { SUPPLIER_CANCEL_REASONS, SUPPLIER_REASON_MAX } from '@serendib/domain/supplier-bookings'
import { useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
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
  const { t, dateTime, deadline } = usePortalI18n()
  const say = useServerMessage()
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
      setError(say(reply.message))
      return
    }
    snackbar(reply.message ? say(reply.message) : t('common.saved'), 'success')
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
        {can('confirm') ? t('decision.answer') : t('decision.cancelTitle')}
      </h2>
      {booking.awaiting_decision && booking.response_deadline ? (
        <p className="mb-3 text-sm text-amber-950">
          {t('decision.deadline', {
            deadline: deadline(booking.response_deadline),
            at: dateTime(booking.response_deadline),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can('confirm') ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => send('confirm')}>
            {t('decision.confirm')}
          </button>
        ) : null}
        {can('reject') ? (
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => setOpen('reject')}
          >
            {t('decision.reject')}
          </button>
        ) : null}
        {can('cancel') ? (
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => setOpen('cancel')}
          >
            {t('decision.cancel')}
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
                {t('decision.reason')}
              </label>
              <select
                id="cancel-kind"
                className={input}
                value={kind}
                onChange={(e) => setKind(e.target.value as keyof typeof SUPPLIER_CANCEL_REASONS)}
              >
                {(Object.keys(SUPPLIER_CANCEL_REASONS) as (keyof typeof SUPPLIER_CANCEL_REASONS)[]).map(
                  (code) => (
                    <option key={code} value={code}>
                      {t(`decision.reason.${code}`)}
                    </option>
                  ),
                )}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor="decision-reason" className={label}>
              {open === 'reject' ? t('decision.whyReject') : t('decision.message')}
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
          <p className="text-sm text-slate-700">{t('decision.refund')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={button.primary} disabled={busy}>
              {busy
                ? t('common.saving')
                : open === 'reject'
                  ? t('decision.rejectRefund')
                  : t('decision.cancelRefund')}
            </button>
            <button type="button" className={button.secondary} onClick={() => setOpen(null)}>
              {t('decision.keep')}
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

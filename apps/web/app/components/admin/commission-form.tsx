import { commissionBodySchema, CommissionMessages } from '@serendib/domain/api/supplier-earnings'
import { useState, type FormEvent } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { bpsToPercent, percentToBps } from '../../lib/admin/approval'
import { useSnackbar } from '../ui/snackbar'
import { button, input, label, Panel } from './page-header'

/**
 * The supplier's commission rate, edited in percent and sent in basis points. Empty means the
 * marketplace default. The check is the domain's schema, so the message matches the API's.
 */
export function CommissionForm({
  supplierId,
  commissionBps,
  defaultBps,
  onSaved,
}: {
  supplierId: number
  commissionBps: number | null
  defaultBps: number
  onSaved: () => void
}) {
  const notify = useSnackbar()
  const [text, setText] = useState(commissionBps === null ? '' : bpsToPercent(commissionBps))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const bps = text.trim() === '' ? null : percentToBps(text)
    if (text.trim() !== '' && bps === null) return setError(CommissionMessages.range)
    const checked = commissionBodySchema.safeParse({ commission_bps: bps })
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? CommissionMessages.range)
    setError(null)
    setBusy(true)
    const answer = await adminApi.put(`/api/admin/suppliers/${supplierId}/commission`, checked.data)
    setBusy(false)
    if (!answer.ok) return setError(answer.message)
    notify(answer.message ?? 'Saved', 'success')
    onSaved()
  }

  return (
    <Panel title="Commission">
      <form onSubmit={save} noValidate className="flex max-w-md flex-col gap-3">
        <div>
          <label htmlFor="commission-percent" className={label}>
            Commission rate (%)
          </label>
          <input
            id="commission-percent"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={`${bpsToPercent(defaultBps)} (default)`}
            aria-invalid={error ? true : undefined}
            aria-describedby="commission-hint commission-error"
            className={input}
          />
          <p id="commission-error" aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
            {error ?? ''}
          </p>
          <p id="commission-hint" className="mt-1 text-xs text-slate-500">
            {commissionBps === null
              ? `Uses the marketplace default of ${bpsToPercent(defaultBps)} %.`
              : `Own rate; leave empty to use the default of ${bpsToPercent(defaultBps)} %.`}
          </p>
        </div>
        <div>
          <button type="submit" disabled={busy} className={button.primary}>
            {busy ? 'Saving…' : 'Save commission'}
          </button>
        </div>
      </form>
    </Panel>
  )
}

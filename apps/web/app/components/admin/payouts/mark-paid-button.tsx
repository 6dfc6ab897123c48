import type { AdminPayoutStatement } from '@serendib/domain/api/payouts'
import { PAYOUT_REFERENCE_MAX } from '@serendib/domain/payouts'
import { useState } from 'react'
import { adminApi } from '../../../lib/admin/admin-api'
import { usd } from '../../../lib/admin/format'
import { useSnackbar } from '../../ui/snackbar'
import { ConfirmDialog } from '../confirm-dialog'
import { button, input, label } from '../page-header'

/** "Mark paid": the bank transfer's reference, confirmed in a dialog; the API's refusal stays in it. */
export function MarkPaidButton({
  statement,
  onDone,
}: {
  statement: AdminPayoutStatement
  onDone: () => void
}) {
  const [open, setOpen] = useState(false)
  const notify = useSnackbar()
  const field = `payout-reference-${statement.id}`
  return (
    <>
      <button type="button" className={button.small} onClick={() => setOpen(true)}>
        Mark paid
      </button>
      <ConfirmDialog
        open={open}
        title={`Pay ${statement.supplier.name} for ${statement.month}`}
        confirmLabel={`Mark ${usd(statement.net_cents)} paid`}
        onClose={() => setOpen(false)}
        description="Record the bank transfer you made. The supplier sees the date and the reference."
        onConfirm={async (form) => {
          const reply = await adminApi.post<AdminPayoutStatement>(
            `/api/admin/payout-statements/${statement.id}/paid`,
            { reference: String(form.get('reference') ?? '') },
          )
          if (!reply.ok) return reply.message
          notify(reply.message ?? 'Paid', 'success')
          onDone()
          return null
        }}
      >
        <div>
          <label htmlFor={field} className={label}>
            Transfer reference
          </label>
          <input
            id={field}
            name="reference"
            className={input}
            maxLength={PAYOUT_REFERENCE_MAX}
            autoComplete="off"
            required
          />
        </div>
      </ConfirmDialog>
    </>
  )
}

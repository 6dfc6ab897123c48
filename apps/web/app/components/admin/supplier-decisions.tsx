import { adminSupplierSuspendBodySchema } from '@serendib/domain/api/admin-suppliers'
import type { SupplierApprovalCode } from '@serendib/domain/supplier-approval'
import { SupplierApprovalMessages } from '@serendib/domain/supplier-approval'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input, label } from './page-header'

type Decision = 'approve' | 'reject' | 'suspend' | 'reinstate'

/** What an admin may do from each approval state (the server enforces the same). */
const allowed: Record<SupplierApprovalCode, Decision[]> = {
  0: ['approve', 'reject'],
  1: ['suspend'],
  2: ['approve'],
  3: ['reinstate'],
}

const copy: Record<Decision, { button: string; title: string; confirm: string; description: string }> = {
  approve: {
    button: 'Approve',
    title: 'Approve this supplier',
    confirm: 'Approve supplier',
    description: 'The supplier is told by e-mail and can submit tours for review from now on.',
  },
  reject: {
    button: 'Reject',
    title: 'Reject this supplier',
    confirm: 'Reject supplier',
    description: 'The supplier reads your reason on its dashboard and by e-mail, and can fix its profile.',
  },
  suspend: {
    button: 'Suspend',
    title: 'Suspend this supplier',
    confirm: 'Suspend and take tours off sale',
    description:
      'Every active tour of this supplier goes off sale at once. Bookings already made stay, and the supplier still serves them.',
  },
  reinstate: {
    button: 'Reinstate',
    title: 'Reinstate this supplier',
    confirm: 'Reinstate supplier',
    description: 'The tours the suspension took off sale go back on sale at once.',
  },
}

/** The reason a decision needs, checked with the domain's own rule and message. */
function reasonProblem(decision: Decision, reason: string): string | null {
  if (decision === 'reject' && !reason.trim()) return SupplierApprovalMessages.reasonRequired
  if (decision === 'suspend') {
    const checked = adminSupplierSuspendBodySchema.safeParse({ reason })
    if (!checked.success)
      return checked.error.issues[0]?.message ?? SupplierApprovalMessages.suspendReasonRequired
  }
  return null
}

export function SupplierDecisions({
  supplierId,
  status,
  missing,
  onDone,
}: {
  supplierId: number
  status: SupplierApprovalCode
  /** What the profile still misses (decision 037): approving then needs the admin's word. */
  missing: readonly { field: string; label: string }[]
  onDone: () => void
}) {
  const notify = useSnackbar()
  const [open, setOpen] = useState<Decision | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const needsReason = open === 'reject' || open === 'suspend'
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {allowed[status].map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'reject' || decision === 'suspend' ? button.danger : button.primary}
            onClick={() => {
              setReasonError(null)
              setOpen(decision)
            }}
          >
            {copy[decision].button}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={open !== null}
        title={open ? copy[open].title : ''}
        description={open ? copy[open].description : undefined}
        confirmLabel={open ? copy[open].confirm : ''}
        danger={open === 'reject' || open === 'suspend'}
        onClose={() => setOpen(null)}
        onConfirm={async (form) => {
          const decision = open!
          const reason = String(form.get('reason') ?? '')
          const problem = reasonProblem(decision, reason)
          setReasonError(problem)
          if (problem) return problem
          const warnMissing = decision === 'approve' && missing.length > 0
          const acceptMissing = form.get('accept_missing') === 'on'
          if (warnMissing && !acceptMissing)
            return AdminGuardMessages.supplierProfileIncomplete(missing.map((m) => m.label))
          const answer = await adminApi.post(`/api/admin/suppliers/${supplierId}/${decision}`, {
            reason,
            ...(warnMissing ? { accept_missing: acceptMissing } : {}),
          })
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Saved', 'success')
          onDone()
          return null
        }}
      >
        {open === 'approve' && missing.length > 0 ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">
              The profile still misses {missing.length} {missing.length === 1 ? 'item' : 'items'}:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((m) => (
                <li key={m.field}>{m.label}</li>
              ))}
            </ul>
            <label className="mt-2 flex items-start gap-2 font-semibold">
              <input type="checkbox" name="accept_missing" className="mt-1 h-4 w-4" />
              {AdminGuardMessages.supplierApprovedIncomplete}
            </label>
          </div>
        ) : null}
        {needsReason ? (
          <div>
            <label htmlFor="decision-reason" className={label}>
              {open === 'reject'
                ? 'Reason (sent to the supplier)'
                : 'Reason (sent to the supplier, kept in the audit log)'}
            </label>
            <textarea
              id="decision-reason"
              name="reason"
              rows={4}
              maxLength={1000}
              required
              aria-invalid={reasonError ? true : undefined}
              className={`${input} h-auto py-2`}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

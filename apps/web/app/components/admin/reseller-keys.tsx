import type { AdminIssuedKey, AdminResellerDetail } from '@serendib/domain/api/admin-resellers'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'
import { ModalDialog } from '../ui/modal-dialog'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { DataTable } from './data-table'
import { Chip } from './data-states'
import { button, Panel } from './page-header'

type Key = AdminResellerDetail['keys'][number]

/** The key just issued: shown this once (only its hash is kept), with a copy button. */
function IssuedKeyDialog({ issued, onClose }: { issued: AdminIssuedKey | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  return (
    <ModalDialog open={issued !== null} title="Copy the new API key now" onClose={onClose} width="md">
      <p className="text-sm text-slate-700">
        This is the only time the whole key is shown. Send it to the reseller by a safe channel; if it is
        lost, revoke it and issue a new one.
      </p>
      <label htmlFor="issued-key" className="text-sm font-semibold text-slate-700">
        API key
      </label>
      <input
        id="issued-key"
        readOnly
        value={issued?.key ?? ''}
        onFocus={(e) => e.currentTarget.select()}
        className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <span aria-live="polite" className="self-center text-sm text-emerald-800">
          {copied === 'yes' ? 'Copied' : copied === 'no' ? 'Could not copy: select the key and copy it' : ''}
        </span>
        <button
          type="button"
          className={button.primary}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(issued?.key ?? '')
              setCopied('yes')
            } catch {
              setCopied('no')
            }
          }}
        >
          Copy key
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={(e) => e.currentTarget.closest('dialog')?.close()}
        >
          Done
        </button>
      </div>
    </ModalDialog>
  )
}

/** A reseller's API keys: issue one (shown once) and revoke any (confirmed first). */
export function ResellerKeys({
  resellerId,
  keys,
  onChanged,
}: {
  resellerId: number
  keys: Key[]
  onChanged: () => void
}) {
  const notify = useSnackbar()
  const [issued, setIssued] = useState<AdminIssuedKey | null>(null)
  const [revoking, setRevoking] = useState<Key | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function issue() {
    setBusy(true)
    const answer = await adminApi.post<AdminIssuedKey>(`/api/admin/resellers/${resellerId}/keys`)
    setBusy(false)
    if (!answer.ok) return setProblem(answer.message)
    setProblem(null)
    setIssued(answer.data)
  }

  return (
    <Panel
      title="API keys"
      actions={
        <button type="button" className={button.primary} disabled={busy} onClick={() => void issue()}>
          {busy ? 'Issuing…' : 'Issue a new key'}
        </button>
      }
    >
      {problem ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <DataTable
        caption="API keys"
        rows={keys}
        rowKey={(k) => k.id}
        minWidth="sm:min-w-[420px]"
        empty="No key yet: issue one and send it to the reseller."
        columns={[
          { header: 'Key starts with', cell: (k) => <code>{k.prefix}…</code> },
          { header: 'Issued', cell: (k) => dateTime(k.createdAt) },
          {
            header: 'State',
            cell: (k) =>
              k.revokedAt ? (
                <Chip colour="red">Revoked {dateTime(k.revokedAt)}</Chip>
              ) : (
                <Chip colour="green">Active</Chip>
              ),
          },
          {
            header: 'Actions',
            cell: (k) =>
              k.revokedAt ? null : (
                <button
                  type="button"
                  className={button.small}
                  aria-label={`Revoke key ${k.prefix}`}
                  onClick={() => setRevoking(k)}
                >
                  Revoke
                </button>
              ),
          },
        ]}
      />
      <IssuedKeyDialog
        issued={issued}
        onClose={() => {
          setIssued(null)
          onChanged()
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke key ${revoking?.prefix ?? ''}…`}
        description="Requests with this key are refused from now on. This can not be undone."
        confirmLabel="Revoke key"
        danger
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          const answer = await adminApi.post(`/api/admin/resellers/${resellerId}/keys/${revoking!.id}/revoke`)
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Key revoked', 'success')
          onChanged()
          return null
        }}
      />
    </Panel>
  )
}

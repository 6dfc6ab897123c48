import { useState, type FormEvent, type ReactNode } from 'react'
import { ModalDialog } from '../ui/modal-dialog'
import { button } from './page-header'

/**
 * Confirmation for anything destructive or with money: the site's native <dialog> (focus trapped,
 * Escape closes, focus back to the opener). `onConfirm` returns an error message to keep it open.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean
  title: string
  description?: ReactNode
  confirmLabel: string
  danger?: boolean
  onConfirm: (form: FormData) => Promise<string | null>
  onClose: () => void
  children?: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    const problem = await onConfirm(new FormData(event.currentTarget))
    setBusy(false)
    if (problem) setError(problem)
    else onClose()
  }
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={() => {
        setError(null)
        onClose()
      }}
      width="md"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {description ? <div className="text-sm text-slate-700">{description}</div> : null}
        {children}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={button.secondary}
            onClick={(e) => e.currentTarget.closest('dialog')?.close()}
          >
            Cancel
          </button>
          <button type="submit" disabled={busy} className={danger ? button.danger : button.primary}>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}

import { ModalDialog } from '../ui/modal-dialog'
import { LoginPanel } from './login-panel'

/**
 * The login dialog's shell and form, loaded together when the browser is idle or the dialog
 * first opens: neither is needed to show a page (home's JavaScript budget, decision 046).
 */
export function LoginDialogShell({
  open,
  opening,
  onClose,
}: {
  open: boolean
  /** Each opening gets a fresh form: no half-typed password from the last time. */
  opening: number
  onClose: () => void
}) {
  return (
    <ModalDialog
      open={open}
      title="Log in"
      description={<p className="text-sm text-slate-600">Welcome back to Serendib.</p>}
      onClose={onClose}
      width="md"
      initialFocus='input[name="username"]'
    >
      <LoginPanel key={opening} onSuccess={onClose} onCancel={onClose} onLeave={onClose} inlineNotices />
    </ModalDialog>
  )
}

import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { ModalDialog } from '../modal-dialog'
import { LoginPanel } from './login-panel'

interface LoginDialog {
  /** Spec §2 Login "show login": opens the login form over the current page. */
  showLogin: () => void
}

const LoginDialogContext = createContext<LoginDialog | null>(null)

export function useLoginDialog(): LoginDialog {
  const dialog = useContext(LoginDialogContext)
  if (!dialog) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>')
  return dialog
}

/**
 * One login dialog for the whole site, in the shared modal shell: focus stays inside, Escape
 * closes, and focus goes back to whatever opened it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  // Each opening gets a fresh form: no half-typed password from the last time.
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)

  const showLogin = useCallback(() => {
    setOpening((count) => count + 1)
    setOpen(true)
  }, [])

  const close = useCallback(() => setOpen(false), [])
  const value = useMemo(() => ({ showLogin }), [showLogin])

  return (
    <LoginDialogContext value={value}>
      {children}
      <ModalDialog
        open={open}
        title="Log in"
        description={<p className="text-sm text-slate-600">Welcome back to Serendib.</p>}
        onClose={close}
        width="md"
        initialFocus='input[name="username"]'
      >
        <LoginPanel key={opening} onSuccess={close} onCancel={close} onLeave={close} inlineNotices />
      </ModalDialog>
    </LoginDialogContext>
  )
}

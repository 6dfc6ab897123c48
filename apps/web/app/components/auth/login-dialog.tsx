import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { LoginDialogContext } from '../../lib/login-dialog-context'
import { ModalDialog } from '../ui/modal-dialog'

// The form (with its social buttons) loads when the browser is idle or the dialog first opens,
// not with every page: the home page's JavaScript budget is 140 KB gzip. The dialog opens once
// it is there, so it opens with the form in it and the e-mail field focused.
const loadPanel = () => import('./login-panel')
type Panel = Awaited<ReturnType<typeof loadPanel>>['LoginPanel']

/**
 * One login dialog for the whole site, in the shared modal shell: focus stays inside, Escape
 * closes, and focus goes back to whatever opened it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  // Each opening gets a fresh form: no half-typed password from the last time.
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)

  const [Panel, setPanel] = useState<Panel | null>(null)

  const showLogin = useCallback(() => {
    setOpening((count) => count + 1)
    loadPanel().then(
      (module) => {
        setPanel(() => module.LoginPanel)
        setOpen(true)
      },
      // Offline: the dialog still opens and says so, rather than nothing happening.
      () => setOpen(true),
    )
  }, [])

  useEffect(() => {
    const prefetch = () => void loadPanel()
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(prefetch, 2000)
    return () => clearTimeout(timer)
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
        {Panel ? (
          <Panel key={opening} onSuccess={close} onCancel={close} onLeave={close} inlineNotices />
        ) : (
          <p className="py-6 text-center text-slate-700">
            The login form could not be loaded. Check your connection and try again.
          </p>
        )}
      </ModalDialog>
    </LoginDialogContext>
  )
}

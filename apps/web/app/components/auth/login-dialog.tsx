import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { LoginDialogContext } from '../../lib/login-dialog-context'

// The dialog (its modal shell and the form with its social buttons) loads when the browser is
// idle or the dialog first opens, not with every page: the home page's JavaScript budget is
// 140 KB gzip. The dialog opens once it is there, with the e-mail field focused.
const loadShell = () => import('./login-dialog-shell')
type Shell = Awaited<ReturnType<typeof loadShell>>['LoginDialogShell']

/**
 * One login dialog for the whole site, in the shared modal shell: focus stays inside, Escape
 * closes, and focus goes back to whatever opened it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)
  const [Shell, setShell] = useState<Shell | null>(null)

  const showLogin = useCallback(() => {
    setOpening((count) => count + 1)
    loadShell().then(
      (module) => {
        setShell(() => module.LoginDialogShell)
        setOpen(true)
      },
      // Offline or a stale deploy: the login page works without the dialog's script.
      () => window.location.assign('/login'),
    )
  }, [])

  useEffect(() => {
    const prefetch = () => void loadShell()
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
      {Shell ? <Shell open={open} opening={opening} onClose={close} /> : null}
    </LoginDialogContext>
  )
}

import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { LoginDialogContext } from '../../lib/login-dialog-context'
import { loadSignInMessages } from '../../lib/sign-in-messages'

// The dialog (its modal shell and the form with its social buttons) loads when the browser is
// idle or the dialog first opens, not with every page: the home page's JavaScript budget is
// 140 KB gzip. The dialog opens once it is there, with the e-mail field focused. Its messages
// are fetched when it first opens (not in every page's data, decision 068); meanwhile it says
// it is loading.
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
  const { lp } = useTranslator()
  // The root loader names the address of the page language's dialog messages.
  const href = (useRouteLoaderData('root') as { signInMessages?: string } | undefined)?.signInMessages
  const [loaded, setLoaded] = useState<{ href: string; messages: object } | null>(null)

  const showLogin = useCallback(() => {
    // Offline or a stale deploy: the login page works without the dialog's script.
    const toLoginPage = () => window.location.assign(lp('/login'))
    if (!href) return toLoginPage()
    setOpening((count) => count + 1)
    loadSignInMessages(href).then((messages) => setLoaded({ href, messages }), toLoginPage)
    loadShell().then((module) => {
      setShell(() => module.LoginDialogShell)
      setOpen(true)
    }, toLoginPage)
  }, [href, lp])

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
      {Shell ? (
        <Shell
          open={open}
          opening={opening}
          onClose={close}
          messages={loaded && loaded.href === href ? loaded.messages : null}
        />
      ) : null}
    </LoginDialogContext>
  )
}

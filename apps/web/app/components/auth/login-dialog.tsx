import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'
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
 * One login dialog for the whole site. A native modal <dialog> keeps focus inside (the page
 * behind is inert), closes on Escape, and we give focus back to whatever opened it.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  // Each opening gets a fresh form: no half-typed password from the last time.
  const [opening, setOpening] = useState(0)
  const [open, setOpen] = useState(false)
  const titleId = useId()

  const showLogin = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpening((count) => count + 1)
    setOpen(true)
  }, [])

  const close = useCallback(() => dialogRef.current?.close(), [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLInputElement>('input[name="username"]')?.focus()
  }, [open, opening])

  function onClose() {
    setOpen(false)
    opener.current?.focus()
    opener.current = null
  }

  const value = useMemo(() => ({ showLogin }), [showLogin])

  return (
    <LoginDialogContext value={value}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClose}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        {open ? (
          <div key={opening} className="flex flex-col gap-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-xl font-bold">
                  Log in
                </h2>
                <p className="text-sm text-slate-600">Welcome back to Serendib.</p>
              </div>
              <button
                type="button"
                onClick={close}
                aria-label="Close"
                className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon width={20} height={20} />
              </button>
            </div>
            <LoginPanel onSuccess={close} onCancel={close} onLeave={close} inlineNotices />
          </div>
        ) : null}
      </dialog>
    </LoginDialogContext>
  )
}

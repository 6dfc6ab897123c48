import { createContext, useContext } from 'react'

/**
 * The site's one login dialog, as the features that open it see it. The dialog itself
 * (components/auth/login-dialog.tsx) provides it in the root layout; features reach it through
 * this hook rather than importing the auth feature (decision 019, lint rules).
 */
export interface LoginDialog {
  /** Spec §2 Login "show login": opens the login form over the current page. */
  showLogin: () => void
}

export const LoginDialogContext = createContext<LoginDialog | null>(null)

export function useLoginDialog(): LoginDialog {
  const dialog = useContext(LoginDialogContext)
  if (!dialog) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>')
  return dialog
}

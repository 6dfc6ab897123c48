import { useState } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'

/** Spec §2 Account area: Log Out clears the session and returns to /. */
export function LogOutButton({ className }: { className: string }) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const { t, lp } = useTranslator()

  async function logOut() {
    setBusy(true)
    await logout()
    void navigate(lp('/'), { replace: true })
  }

  return (
    <button type="button" onClick={logOut} disabled={busy} className={className}>
      {busy ? t('acct.loggingOut') : t('acct.logOut')}
    </button>
  )
}

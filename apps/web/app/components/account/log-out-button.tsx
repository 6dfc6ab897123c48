import { useState } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '../../lib/auth-session'

/** Spec §2 Account area: Log Out clears the session and returns to /. */
export function LogOutButton({ className }: { className: string }) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  async function logOut() {
    setBusy(true)
    await logout()
    void navigate('/', { replace: true })
  }

  return (
    <button type="button" onClick={logOut} disabled={busy} className={className}>
      {busy ? 'Logging out…' : 'Log Out'}
    </button>
  )
}

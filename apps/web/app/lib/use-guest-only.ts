import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { getSession } from './session-store'

/**
 * Spec §2: logged-in users who open /login or a sign-up page go to /account. Checked once after
 * hydration (the server has no session); a login made on the page itself picks its own target.
 */
export function useGuestOnly(to = '/account'): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (getSession().loggedIn) void navigate(to, { replace: true })
    // Only on arrival: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

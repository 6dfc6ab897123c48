import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { UserType } from '@serendib/domain/user-types'
import { areaHome } from './area-home'
import { restoreSession } from './auth-session'
import { getSession } from './session-store'

/**
 * Spec §2: logged-in users who open /login or a sign-up page go to /account (suppliers and
 * admins to their own area). Checked once after
 * hydration (the server has no session); a login made on the page itself picks its own target.
 */
export function useGuestOnly(to = '/account'): void {
  const navigate = useNavigate()
  useEffect(() => {
    // The browser may stay signed in though this tab is new (decision 057).
    void restoreSession().then((signedIn) => {
      if (!signedIn) return
      // A supplier or admin belongs in their own area (architecture brief, Areas).
      const type = getSession().user?.user_type
      void navigate(type === UserType.customer ? to : areaHome(type), { replace: true })
    })
    // Only on arrival: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

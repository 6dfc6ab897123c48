import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { connectSessionUi, followOtherTabs, restoreSession } from '../../lib/auth-session'
import { useSnackbar } from '../ui/snackbar'

/**
 * Lets the session code outside React show messages and send a user who lost the login to /;
 * signs the tab in when the browser stays signed in, and follows sign-ins and sign-outs of the
 * browser's other tabs.
 */
export function SessionBridge() {
  const showSnackbar = useSnackbar()
  const navigate = useNavigate()
  useEffect(
    () =>
      connectSessionUi({
        notify: showSnackbar,
        sessionLost: () => void navigate('/', { replace: true }),
      }),
    [showSnackbar, navigate],
  )
  // A new tab or a later visit of a browser that stays signed in (decision 057).
  useEffect(() => {
    void restoreSession()
    return followOtherTabs()
  }, [])
  return null
}

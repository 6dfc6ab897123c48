import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { connectSessionUi } from '../../lib/auth-session'
import { useSnackbar } from '../ui/snackbar'

/** Lets the session code outside React show messages and send a user who lost the login to /. */
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
  return null
}

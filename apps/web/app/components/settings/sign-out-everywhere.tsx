import { WebSessionMessages } from '@serendib/domain/messages/web-sessions'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { logoutEverywhere } from '../../lib/sign-out-everywhere'
import { useSnackbar } from '../ui/snackbar'

/**
 * Settings: end every sign-in of the account at once — other browsers, phones, apps, and this
 * browser too (decision 057). For a shared computer left signed in, or a lost phone.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    if (await logoutEverywhere()) {
      showSnackbar(WebSessionMessages.signedOutEverywhere, 'success')
      void navigate('/', { replace: true })
    } else {
      setBusy(false)
      showSnackbar(WebSessionMessages.signOutEverywhereFailed, 'error')
    }
  }

  return (
    <section
      aria-labelledby="sessions-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        Where you are signed in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        This browser keeps you signed in, in every tab, until you log out. Used a shared computer or lost a
        phone? Sign out everywhere to end every sign-in of your account at once, this one included.
      </p>
      <form onSubmit={submit} className="mt-4">
        <button
          type="submit"
          aria-busy={busy}
          className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {busy ? 'Signing out everywhere…' : 'Sign out everywhere'}
        </button>
      </form>
    </section>
  )
}

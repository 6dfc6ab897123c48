import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { logoutEverywhere } from '../../lib/sign-out-everywhere'
import { useSnackbar } from '../ui/snackbar'
import { useTranslator } from '../../lib/i18n'

/**
 * Settings: end every sign-in of the account at once — other browsers, phones, apps, and this
 * browser too (decision 057). For a shared computer left signed in, or a lost phone.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const { t, lp } = useTranslator()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    if (await logoutEverywhere()) {
      showSnackbar(t('acct.signedOutEverywhere'), 'success')
      void navigate(lp('/'), { replace: true })
    } else {
      setBusy(false)
      showSnackbar(t('acct.signOutEverywhereFailed'), 'error')
    }
  }

  return (
    <section
      aria-labelledby="sessions-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        {t('acct.whereSignedIn')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('acct.whereSignedInText')}</p>
      <form onSubmit={submit} className="mt-4">
        <button
          type="submit"
          aria-busy={busy}
          className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {busy ? t('acct.signingOutEverywhere') : t('acct.signOutEverywhere')}
        </button>
      </form>
    </section>
  )
}

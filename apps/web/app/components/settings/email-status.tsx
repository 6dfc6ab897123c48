import { useState } from 'react'
import { authedApi } from '../../lib/auth-session'
import { bodyMessage, serverMessage } from '../../lib/reply-messages'
import { useSnackbar } from '../ui/snackbar'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

/** Whether the e-mail address is confirmed, with a way to get a new link when it is not. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const [sending, setSending] = useState(false)

  async function resend() {
    setSending(true)
    const reply = await authedApi.post('/api/verify/resend')
    setSending(false)
    if (reply.status === 401) return
    const said = reply.ok ? bodyMessage(reply.body) : serverMessage(reply.status, reply.body)
    showSnackbar(
      said ? tm(said) : reply.ok ? t('acct.resent') : t('acct.resendFailed'),
      reply.ok ? 'success' : 'error',
    )
  }

  if (verified) {
    return (
      <span className="mt-1 flex w-fit items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        {t('acct.confirmed')}
      </span>
    )
  }
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t('acct.notConfirmedYet')}
      </span>
      <button
        type="button"
        onClick={resend}
        disabled={sending}
        className="font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-60"
      >
        {sending ? t('acct.sending') : t('acct.resendConfirmation')}
      </button>
    </span>
  )
}

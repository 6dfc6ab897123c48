import { CancellationMessages } from '@serendib/domain/cancellation'
import { useEffect, useState } from 'react'
import {
  loadFrom,
  pickCancelPreview,
  type AccountBooking,
  type CancelPreview,
} from '../../lib/account-bookings'
import { authedApi } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { bodyMessage, serverMessage } from '../../lib/reply-messages'
import { dialogSecondary, ModalDialog } from '../ui/modal-dialog'
import { useSnackbar } from '../ui/snackbar'
import { ProblemAlert, RetryAlert } from './account-alerts'

/** Ours: the spec words no cancel failure. */
export const CANCEL_FAILED = 'Could not cancel the booking'

type PreviewLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; preview: CancelPreview }

/**
 * Spec §2 Cancel Tour. The server's cancel preview says first what the customer gets back
 * (a full refund at least 24 hours before the start, Sri Lanka time; nothing after), so
 * nobody confirms without knowing.
 */
export function CancelDialog({
  booking,
  open,
  onClose,
  onCanceled,
}: {
  booking: AccountBooking
  open: boolean
  onClose: () => void
  onCanceled: () => void
}) {
  const { t } = useTranslator()
  return (
    <ModalDialog open={open} title={t('acct.cancelTour')} onClose={onClose} bodyClassName="gap-4 p-5 sm:p-6">
      <CancelBody booking={booking} onKeep={onClose} onCanceled={onCanceled} />
    </ModalDialog>
  )
}

function CancelBody({
  booking,
  onKeep,
  onCanceled,
}: {
  booking: AccountBooking
  onKeep: () => void
  onCanceled: () => void
}) {
  const showSnackbar = useSnackbar()
  const { t, money, date, locale } = useTranslator()
  const tm = useSpecMessage()
  // What comes back, in the page's language: the server's sentence carries a formatted amount.
  const refundSentence = (preview: CancelPreview) =>
    preview.full_refund
      ? t('acct.fullRefundSentence', { amount: money(preview.refund_amount_cents) })
      : tm(preview.message)
  const [load, setLoad] = useState<PreviewLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    void loadFrom(
      authedApi.get,
      `/api/account/my-bookings/${booking.id}/cancel-preview`,
      pickCancelPreview,
    ).then((result) => {
      if (live) setLoad(result.ok ? { status: 'ready', preview: result.data } : { status: 'failed' })
    })
    return () => {
      live = false
    }
  }, [booking.id, attempt])

  async function confirm() {
    if (loading) return
    setLoading(true)
    setProblem(null)
    const reply = await authedApi.get(`/api/account/my-bookings/cancel/${booking.id}`)
    setLoading(false)
    if (reply.status === 401) return
    if (!reply.ok) return setProblem(serverMessage(reply.status, reply.body) ?? t('acct.cancelFailed'))
    // The server's sentence carries an amount: the page says it in its language from the preview.
    const refund = load.status === 'ready' ? load.preview : null
    showSnackbar(
      locale === 'en'
        ? (bodyMessage(reply.body) ?? CancellationMessages.canceled)
        : [tm(CancellationMessages.canceled), refund ? refundSentence(refund) : ''].filter(Boolean).join(' '),
      'success',
    )
    onCanceled()
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-800">
        {t('acct.cancelWhat', { tour: booking.activity.title, date: date(booking.start_date) })}{' '}
        <span className="font-mono">{booking.booking_reference}</span>.
      </p>
      {load.status === 'loading' ? (
        <p role="status" className="py-4 text-center text-slate-700">
          {t('acct.checkingRefund')}
        </p>
      ) : load.status === 'failed' ? (
        <RetryAlert onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <div
          data-cancel-preview
          className={`rounded-xl p-4 ${load.preview.full_refund ? 'bg-emerald-50 text-emerald-950' : 'bg-amber-50 text-amber-950'}`}
        >
          <p className="font-semibold">
            {load.preview.full_refund
              ? t('acct.fullRefund', { amount: money(load.preview.refund_amount_cents) })
              : load.preview.refund_amount_cents > 0
                ? t('acct.refundAmount', { amount: money(load.preview.refund_amount_cents) })
                : t('acct.noRefund')}
          </p>
          <p className="mt-1 text-sm">
            {locale === 'en' ? load.preview.message : refundSentence(load.preview)}
          </p>
        </div>
      )}
      <ProblemAlert problem={problem} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onKeep} className={dialogSecondary}>
          {t('acct.keepBooking')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={load.status !== 'ready' || loading}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {loading ? t('acct.canceling') : t('acct.cancelBooking')}
        </button>
      </div>
    </div>
  )
}

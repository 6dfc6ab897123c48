import type { ActivityDetail, ApiSuccess } from '@serendib/domain/catalogue-api'
import { useEffect, useState } from 'react'
import type { AccountBooking } from '../../lib/account-bookings'
import { browserApi } from '../../lib/browser-api'
import { useTranslator } from '../../lib/i18n'
import { dialogSecondary, ModalDialog } from '../ui/modal-dialog'
import { RetryAlert } from './account-alerts'
import { AmendForm } from './amend-form'

type ActivityLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; activity: ActivityDetail }

/**
 * Spec §2 Amend dialog. Spec §4 names its state: `show` (the `open` prop), `booking` (the
 * booking it amends), `amount` (the live estimate) and `loading` (a request on its way) — the
 * last two live in the form. The tour's pick-up points and age bands come from its public record.
 */
export function AmendDialog({
  booking,
  open,
  onClose,
  onSent,
}: {
  booking: AccountBooking
  open: boolean
  onClose: () => void
  onSent: () => void
}) {
  const { t } = useTranslator()
  return (
    <ModalDialog open={open} title={t('acct.amendTour')} onClose={onClose} bodyClassName="gap-4 p-5 sm:p-6">
      <AmendBody booking={booking} onCancel={onClose} onSent={onSent} />
    </ModalDialog>
  )
}

function AmendBody({
  booking,
  onCancel,
  onSent,
}: {
  booking: AccountBooking
  onCancel: () => void
  onSent: () => void
}) {
  const { t } = useTranslator()
  const [load, setLoad] = useState<ActivityLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    void browserApi
      .get<ApiSuccess<ActivityDetail>>(`/api/activity?id=${booking.activity_id}`)
      .then((reply) => {
        if (!live) return
        setLoad(reply.ok ? { status: 'ready', activity: reply.body.data } : { status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [booking.activity_id, attempt])

  if (load.status === 'ready') {
    return <AmendForm booking={booking} activity={load.activity} onCancel={onCancel} onSent={onSent} />
  }
  return (
    <div className="flex flex-col gap-4">
      {load.status === 'loading' ? (
        <p role="status" className="py-6 text-center text-slate-700">
          {t('amend.loading')}
        </p>
      ) : (
        <RetryAlert onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <div className="flex justify-end">
        <button type="button" onClick={onCancel} className={dialogSecondary}>
          {t('amend.cancel')}
        </button>
      </div>
    </div>
  )
}

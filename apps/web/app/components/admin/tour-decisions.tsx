import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import { adminTourRejectBodySchema } from '@serendib/domain/api/supplier-tours'
import { nextTourStatus, TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input, label } from './page-header'

type Action = 'approve' | 'reject' | 'feature' | 'unfeature'

/**
 * The review's decisions, offered as the tour graph allows: approve (or accept the changes of an
 * active tour), reject with a reason (for an active tour: take it off sale), and feature or
 * unfeature an active tour in 'Made for you'. Each asks for a confirmation first.
 */
export function TourDecisions({ review, onDone }: { review: AdminTourReview; onDone: () => void }) {
  const notify = useSnackbar()
  const [open, setOpen] = useState<Action | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const active = review.status === TourLifecycle.active
  const changed = review.queue === 'changed'
  const canApprove =
    (review.status === TourLifecycle.pending || changed) && nextTourStatus(review.status, 'approve') !== null
  const canReject =
    nextTourStatus(review.status, 'reject') !== null && (review.status === TourLifecycle.pending || active)
  const rejectWord = active ? 'Take off sale' : 'Reject'

  const copy: Record<Action, { title: string; confirm: string; description: string }> = {
    approve: {
      title: changed ? 'Approve the changes' : 'Approve this tour',
      confirm: changed ? 'Approve changes' : 'Approve tour',
      description: `${
        changed
          ? 'The changes become the approved version; the tour stays on sale.'
          : 'The tour goes on sale at once: search, home page and sitemap. The supplier is told by e-mail.'
      }${
        review.similar.length > 0
          ? ` Careful: ${review.similar.map((t) => t.tour_id).join(', ')} ${review.similar.length === 1 ? 'reads' : 'read'} nearly the same.`
          : ''
      }`,
    },
    reject: {
      title: active ? 'Take this tour off sale' : 'Reject this tour',
      confirm: active ? 'Take off sale' : 'Reject tour',
      description: active
        ? 'The tour leaves search and the home page at once; bookings already made stay. The supplier reads your reason, fixes the tour and submits it again.'
        : 'The supplier reads your reason, fixes the tour and submits it again.',
    },
    feature: {
      title: "Feature in 'Made for you'",
      confirm: 'Feature tour',
      description: "The tour joins the home page's 'Made for you' section at once.",
    },
    unfeature: {
      title: "Remove from 'Made for you'",
      confirm: 'Remove',
      description: "The tour leaves the home page's 'Made for you' section at once.",
    },
  }

  async function run(action: Action, form: FormData): Promise<string | null> {
    if (action === 'reject') {
      const checked = adminTourRejectBodySchema.safeParse({ reason: String(form.get('reason') ?? '') })
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? 'Give the supplier a reason for the rejection'
        setReasonError(message)
        return message
      }
      setReasonError(null)
      const answer = await adminApi.post(`/api/admin/tours/${review.id}/reject`, checked.data)
      if (!answer.ok) return answer.message
      notify(answer.message ?? 'Saved', 'success')
    } else {
      const answer =
        action === 'approve'
          ? await adminApi.post(`/api/admin/tours/${review.id}/approve`)
          : await adminApi.post(`/api/admin/tours/${review.id}/feature`, { featured: action === 'feature' })
      if (!answer.ok) return answer.message
      notify(answer.message ?? 'Saved', 'success')
    }
    onDone()
    return null
  }

  const show = (action: Action) => () => {
    setReasonError(null)
    setOpen(action)
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canApprove ? (
          <button type="button" className={button.primary} onClick={show('approve')}>
            {changed ? 'Approve changes' : 'Approve'}
          </button>
        ) : null}
        {canReject ? (
          <button type="button" className={button.danger} onClick={show('reject')}>
            {rejectWord}
          </button>
        ) : null}
        {active ? (
          <button
            type="button"
            className={button.secondary}
            aria-pressed={review.featured}
            onClick={show(review.featured ? 'unfeature' : 'feature')}
          >
            {review.featured ? "Remove from 'Made for you'" : "Feature in 'Made for you'"}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={open !== null}
        title={open ? copy[open].title : ''}
        description={open ? copy[open].description : undefined}
        confirmLabel={open ? copy[open].confirm : ''}
        danger={open === 'reject'}
        onClose={() => setOpen(null)}
        onConfirm={(form) => run(open!, form)}
      >
        {open === 'reject' ? (
          <div>
            <label htmlFor="tour-reason" className={label}>
              Reason (the supplier reads it and can fix the tour)
            </label>
            <textarea
              id="tour-reason"
              name="reason"
              rows={4}
              maxLength={1000}
              required
              aria-invalid={reasonError ? true : undefined}
              className={`${input} h-auto py-2`}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

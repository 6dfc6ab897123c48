import { formatDisplayDate } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { cutText, TextCut } from '@serendib/domain/text'
import { useState, type FormEvent } from 'react'
import { reviewDisplayDate } from '../../lib/tour-page'
import { isReviewed, type ReviewEntry } from '../../lib/reviews'
import { postAccountReview } from '../../lib/reviews-api'
import { dialogSecondary, ModalDialog } from '../ui/modal-dialog'
import { useSnackbar } from '../ui/snackbar'
import { StarRating } from '../ui/star-rating'
import { ReviewDraftFields, ReviewDraftProblem, useReviewDraft } from './review-draft'

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

/**
 * Spec §2 review modal, shared by the dashboard and Reviews & Ratings: the activity, the
 * booking reference, stars and feedback. Spec §4: once the booking has a review it is shown
 * read-only. The snackbar sits under the dialog's backdrop, so problems are written inside
 * the dialog.
 */
export function ReviewModal({
  entry,
  onClose,
  onReviewed,
}: {
  /** The booking to review or show; null keeps the dialog closed. */
  entry: ReviewEntry | null
  onClose: () => void
  /** After 'Review added...': the page reads the reviews again. */
  onReviewed: () => void
}) {
  const review = entry && isReviewed(entry.reviews) ? entry.reviews : null

  return (
    <ModalDialog
      open={entry !== null}
      title={review ? 'Your review' : 'Review your activity'}
      description={
        entry ? (
          <>
            <p className="mt-1 font-semibold text-slate-800">
              {cutText(entry.activity.title, TextCut.modal)}
            </p>
            <p className="text-sm text-slate-600">
              Booking {entry.booking.booking_reference} · {formatDisplayDate(entry.booking.start_date)}
            </p>
          </>
        ) : null
      }
      onClose={onClose}
      bodyClassName="gap-5 p-6"
    >
      {entry === null ? null : review ? (
        <div key={entry.booking.id} className="flex flex-col gap-3">
          <StarRating rating={review.rating} count={1} showCount={false} />
          <p className="whitespace-pre-line text-slate-800">{review.feedback}</p>
          {review.created_at ? (
            <p className="text-sm text-slate-600">Reviewed on {reviewDisplayDate(review.created_at)}</p>
          ) : null}
          <div>
            <button type="button" onClick={onClose} className={primaryButton}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <ReviewForm
          key={entry.booking.id}
          entry={entry}
          onCancel={onClose}
          onDone={() => {
            onClose()
            onReviewed()
          }}
        />
      )}
    </ModalDialog>
  )
}

function ReviewForm({
  entry,
  onCancel,
  onDone,
}: {
  entry: ReviewEntry
  onCancel: () => void
  onDone: () => void
}) {
  const showSnackbar = useSnackbar()
  const draft = useReviewDraft('dashboard')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const check = draft.check()
    if (!check.ok) return
    setBusy(true)
    const result = await postAccountReview(entry, check.value)
    setBusy(false)
    if (!result.ok) {
      draft.refuse(result.message)
      return
    }
    showSnackbar(Messages.reviewAdded, 'success')
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReviewDraftFields draft={draft} />
      <ReviewDraftProblem draft={draft} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
          Submit Review
        </button>
        <button type="button" onClick={onCancel} className={dialogSecondary}>
          Cancel
        </button>
      </div>
    </form>
  )
}

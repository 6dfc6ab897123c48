import { formatDisplayDate } from '@serendib/domain/dates'
import { Messages } from '@serendib/domain/messages'
import { checkReview, REVIEW_FEEDBACK_MAX } from '@serendib/domain/reviews'
import { cutText, TextCut } from '@serendib/domain/text'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { reviewDisplayDate } from '../../lib/tour-page'
import { isReviewed, type ReviewEntry } from '../../lib/reviews'
import { postAccountReview } from '../../lib/reviews-api'
import { CloseIcon } from '../icons'
import { useSnackbar } from '../snackbar'
import { StarRating } from '../star-rating'
import { ReviewFeedbackField } from './review-feedback-field'
import { ReviewStarsInput } from './review-stars-input'

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50'

/**
 * Spec §2 review modal, shared by the dashboard and Reviews & Ratings: the activity, the
 * booking reference, stars and feedback. Spec §4: once the booking has a review it is shown
 * read-only. A native modal dialog keeps focus inside and gives it back to the opener. The
 * snackbar sits under the dialog's backdrop, so problems are written inside the dialog.
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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (entry && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!entry && dialog.open) {
      dialog.close()
    }
  }, [entry])

  function closed() {
    onClose()
    opener.current?.focus()
    opener.current = null
  }

  const close = () => dialogRef.current?.close()
  const review = entry && isReviewed(entry.reviews) ? entry.reviews : null

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={closed}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {entry ? (
        <div key={entry.booking.id} className="flex flex-col gap-5 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold">
                {review ? 'Your review' : 'Review your activity'}
              </h2>
              <p className="mt-1 font-semibold text-slate-800">
                {cutText(entry.activity.title, TextCut.modal)}
              </p>
              <p className="text-sm text-slate-600">
                Booking {entry.booking.booking_reference} · {formatDisplayDate(entry.booking.start_date)}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          {review ? (
            <div className="flex flex-col gap-3">
              <StarRating rating={review.rating} count={1} showCount={false} />
              <p className="whitespace-pre-line text-slate-800">{review.feedback}</p>
              {review.created_at ? (
                <p className="text-sm text-slate-600">Reviewed on {reviewDisplayDate(review.created_at)}</p>
              ) : null}
              <div>
                <button type="button" onClick={close} className={primaryButton}>
                  Close
                </button>
              </div>
            </div>
          ) : (
            <ReviewForm
              entry={entry}
              onCancel={close}
              onDone={() => {
                close()
                onReviewed()
              }}
            />
          )}
        </div>
      ) : null}
    </dialog>
  )
}

type Problem = { field: 'rating' | 'feedback' | 'form'; message: string }

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
  const id = useId()
  const [rating, setRating] = useState(0)
  const [feedback, setFeedback] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  const starRef = useRef<HTMLInputElement>(null)
  const feedbackRef = useRef<HTMLTextAreaElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    // Spec §5, in the modal's order: 'Rate your activity', then 'Write your review'.
    const check = checkReview({ rating, feedback }, 'dashboard')
    if (!check.ok) {
      const field = check.message === Messages.reviewRatingRequired ? 'rating' : 'feedback'
      setProblem({ field, message: check.message })
      if (field === 'rating') starRef.current?.focus()
      else feedbackRef.current?.focus()
      return
    }
    setBusy(true)
    const result = await postAccountReview(entry, check.value)
    setBusy(false)
    if (!result.ok) {
      setProblem({ field: 'form', message: result.message })
      return
    }
    showSnackbar(Messages.reviewAdded, 'success')
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReviewStarsInput
        value={rating}
        onChange={(value) => {
          setRating(value)
          if (problem?.field === 'rating') setProblem(null)
        }}
        error={problem?.field === 'rating' ? problem.message : null}
        errorId={`${id}-rating-error`}
        firstRef={starRef}
      />
      <ReviewFeedbackField
        value={feedback}
        onChange={(text) => {
          setFeedback(text)
          if (problem?.field === 'feedback') setProblem(null)
        }}
        max={REVIEW_FEEDBACK_MAX.dashboard}
        error={problem?.field === 'feedback' ? problem.message : null}
        errorId={`${id}-feedback-error`}
        textareaRef={feedbackRef}
      />
      {problem?.field === 'form' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
          Submit Review
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  )
}

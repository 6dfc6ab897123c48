import { Messages } from '@serendib/domain/messages'
import { checkReview, REVIEW_FEEDBACK_MAX } from '@serendib/domain/reviews'
import { useId, useRef, useState, type FormEvent } from 'react'
import { addTokenReview, type ReviewImage, type TokenReviewData } from '../../lib/reviews-api'
import { useSnackbar } from '../snackbar'
import { ReviewFeedbackField } from './review-feedback-field'
import { ReviewImageUpload } from './review-image-upload'
import { ReviewStarsInput } from './review-stars-input'

type Problem = { field: 'rating' | 'feedback' | 'form'; message: string }

/**
 * Spec §2 Review by token: stars, feedback up to 500 characters with its counter, up to three
 * photos and submit. Submit waits while a photo is uploading (spec §4).
 */
export function ReviewTokenForm({
  data,
  token,
  onDone,
}: {
  data: TokenReviewData
  token: string
  onDone: () => void
}) {
  const showSnackbar = useSnackbar()
  const id = useId()
  const [rating, setRating] = useState(0)
  const [feedback, setFeedback] = useState('')
  const [images, setImages] = useState<ReviewImage[]>(data.images)
  const [uploading, setUploading] = useState(false)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const starRef = useRef<HTMLInputElement>(null)
  const feedbackRef = useRef<HTMLTextAreaElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending || uploading) return
    const check = checkReview({ rating, feedback }, 'token')
    if (!check.ok) {
      const field = check.message === Messages.reviewRatingRequired ? 'rating' : 'feedback'
      setProblem({ field, message: check.message })
      showSnackbar(check.message, 'error')
      if (field === 'rating') starRef.current?.focus()
      else feedbackRef.current?.focus()
      return
    }
    setSending(true)
    const result = await addTokenReview(data, token, check.value)
    setSending(false)
    if (!result.ok) {
      setProblem({ field: 'form', message: result.message })
      showSnackbar(result.message, 'error')
      return
    }
    showSnackbar(Messages.reviewTokenAdded, 'success')
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
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
        max={REVIEW_FEEDBACK_MAX.token}
        error={problem?.field === 'feedback' ? problem.message : null}
        errorId={`${id}-feedback-error`}
        textareaRef={feedbackRef}
        label="Your review"
        rows={6}
      />
      <ReviewImageUpload
        bookingId={data.booking.id}
        token={token}
        images={images}
        onImages={setImages}
        onBusy={setUploading}
      />
      {problem?.field === 'form' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem.message}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={uploading || sending}
          aria-busy={sending || undefined}
          className="inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Submit Review
        </button>
        {uploading ? (
          <p className="mt-2 text-sm text-slate-600">Wait for the photo to finish uploading.</p>
        ) : null}
      </div>
    </form>
  )
}

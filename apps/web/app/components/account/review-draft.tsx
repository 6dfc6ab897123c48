import { Messages } from '@serendib/domain/messages'
import {
  checkReview,
  REVIEW_FEEDBACK_MAX,
  ReviewMessages,
  type ReviewCheck,
  type ReviewSource,
} from '@serendib/domain/reviews'
import { useId, useRef, useState } from 'react'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { REVIEW_FAILED } from '../../lib/reviews'
import { ProblemAlert } from './account-alerts'
import { ReviewFeedbackField } from './review-feedback-field'
import { ReviewStarsInput } from './review-stars-input'

type Problem = { field: 'rating' | 'feedback' | 'form'; message: string }

/**
 * A review being written (the one review form of the account and the e-mailed link, decision
 * 067): its stars, its feedback and the one problem shown with them, which clears when its field
 * changes. `source` picks the spec's feedback rule for the place (200 characters and required in
 * the account, 500 on the link).
 */
export function useReviewDraft(source: ReviewSource) {
  const [rating, setRating] = useState(0)
  const [feedback, setFeedback] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const starRef = useRef<HTMLInputElement>(null)
  const feedbackRef = useRef<HTMLTextAreaElement>(null)

  const clear = (field: Problem['field']) =>
    setProblem((current) => (current?.field === field ? null : current))

  /** Spec §5 in the form's order ('Rate your activity' first); a refusal focuses its field. */
  function check(): ReviewCheck {
    const result = checkReview({ rating, feedback }, source)
    if (!result.ok) {
      const field = result.message === Messages.reviewRatingRequired ? 'rating' : 'feedback'
      setProblem({ field, message: result.message })
      if (field === 'rating') starRef.current?.focus()
      else feedbackRef.current?.focus()
    }
    return result
  }

  return {
    source,
    rating,
    feedback,
    problem,
    starRef,
    feedbackRef,
    check,
    changeRating(value: number) {
      setRating(value)
      clear('rating')
    },
    changeFeedback(text: string) {
      setFeedback(text)
      clear('feedback')
    },
    /** The server's refusal, shown with the form (ReviewDraftProblem). */
    refuse(message: string) {
      setProblem({ field: 'form', message })
    },
  }
}

export type ReviewDraft = ReturnType<typeof useReviewDraft>

/** The stars, then the feedback with its counter (the place's limit), each with its problem. */
export function ReviewDraftFields({ draft, feedbackRows }: { draft: ReviewDraft; feedbackRows?: number }) {
  const id = useId()
  const { problem } = draft
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const max = REVIEW_FEEDBACK_MAX[draft.source]
  // The domain words a refusal in English; the page shows it in its language.
  const say = (message: string) =>
    message === ReviewMessages.feedbackTooLong(max)
      ? t('review.feedbackTooLong', { max })
      : message === REVIEW_FAILED
        ? t('review.failed')
        : tm(message)
  return (
    <>
      <ReviewStarsInput
        value={draft.rating}
        onChange={draft.changeRating}
        error={problem?.field === 'rating' ? say(problem.message) : null}
        errorId={`${id}-rating-error`}
        firstRef={draft.starRef}
      />
      <ReviewFeedbackField
        value={draft.feedback}
        onChange={draft.changeFeedback}
        max={max}
        error={problem?.field === 'feedback' ? say(problem.message) : null}
        errorId={`${id}-feedback-error`}
        textareaRef={draft.feedbackRef}
        rows={feedbackRows}
      />
    </>
  )
}

/** Why the server refused the review, where the user is looking. */
export function ReviewDraftProblem({ draft }: { draft: ReviewDraft }) {
  const { t } = useTranslator()
  const message = draft.problem?.field === 'form' ? draft.problem.message : null
  // ProblemAlert shows spec messages in the page's language; this one is ours.
  return <ProblemAlert problem={message === REVIEW_FAILED ? t('review.failed') : message} />
}

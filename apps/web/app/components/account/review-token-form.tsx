import { Messages } from '@serendib/domain/messages'
import { useMemo } from 'react'
import { useSpecMessage } from '../../lib/spec-message'
import { addTokenReview, tokenReviewPhotos, type TokenReviewData } from '../../lib/reviews-api'
import { ReviewForm } from './review-form'

/**
 * Spec §2 Review by token: the one review form (decision 067), sent with the e-mailed link's
 * token instead of a login.
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
  const tm = useSpecMessage()
  const photos = useMemo(() => tokenReviewPhotos(data.booking.id, token), [data.booking.id, token])
  return (
    <ReviewForm
      source="token"
      photos={photos}
      initialImages={data.images}
      send={(review) => addTokenReview(data, token, review)}
      successMessage={tm(Messages.reviewTokenAdded)}
      onDone={onDone}
      feedbackRows={6}
      submitClassName="inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
    />
  )
}

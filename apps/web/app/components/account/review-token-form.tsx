import { Messages } from '@serendib/domain/messages'
import { useState, type FormEvent } from 'react'
import { addTokenReview, type ReviewImage, type TokenReviewData } from '../../lib/reviews-api'
import { useSnackbar } from '../ui/snackbar'
import { ReviewDraftFields, ReviewDraftProblem, useReviewDraft } from './review-draft'
import { ReviewImageUpload } from './review-image-upload'

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
  const draft = useReviewDraft('token')
  const [images, setImages] = useState<ReviewImage[]>(data.images)
  const [uploading, setUploading] = useState(false)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending || uploading) return
    const check = draft.check()
    if (!check.ok) {
      showSnackbar(check.message, 'error')
      return
    }
    setSending(true)
    const result = await addTokenReview(data, token, check.value)
    setSending(false)
    if (!result.ok) {
      draft.refuse(result.message)
      showSnackbar(result.message, 'error')
      return
    }
    showSnackbar(Messages.reviewTokenAdded, 'success')
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <ReviewDraftFields draft={draft} feedbackRows={6} />
      <ReviewImageUpload
        bookingId={data.booking.id}
        token={token}
        images={images}
        onImages={setImages}
        onBusy={setUploading}
      />
      <ReviewDraftProblem draft={draft} />
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

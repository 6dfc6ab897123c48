import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Outcome, ReviewImage, ReviewPhotoStore } from '../../lib/reviews-api'
import { useTranslator } from '../../lib/i18n'
import { useSnackbar } from '../ui/snackbar'
import { ReviewDraftFields, ReviewDraftProblem, useReviewDraft } from './review-draft'
import { ReviewImageUpload } from './review-image-upload'
import type { ReviewSource, ValidReview } from '@serendib/domain/reviews'

/**
 * The one review form (issue 30 point 10, decision 067), in the account's dialog and on the
 * e-mailed link's page alike: stars, feedback with its counter (the spec's 200 characters in the
 * account, 500 on the link), up to three photos, and Submit Review. The rules are
 * domain/reviews.ts's; only the place's feedback limit and where the review and its photos are
 * sent differ. Submit waits while a photo is uploading (spec §4). Problems and the
 * photos' progress are written in the form, so they show inside a dialog too.
 */
export function ReviewForm({
  source,
  photos,
  initialImages,
  loadImages,
  send,
  successMessage,
  onDone,
  onCancel,
  feedbackRows,
  submitClassName,
  cancelClassName,
}: {
  /** Which of the spec's two feedback rules applies: the account's dialog or the link's page. */
  source: ReviewSource
  photos: ReviewPhotoStore
  initialImages: ReviewImage[]
  /** Photos uploaded before (an earlier try), read once when the form opens. */
  loadImages?: () => Promise<ReviewImage[] | null>
  send: (review: ValidReview) => Promise<Outcome>
  successMessage: string
  onDone: () => void
  onCancel?: () => void
  feedbackRows?: number
  submitClassName: string
  cancelClassName?: string
}) {
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const draft = useReviewDraft(source)
  const [images, setImages] = useState<ReviewImage[]>(initialImages)
  const [uploading, setUploading] = useState(false)
  const [sending, setSending] = useState(false)
  const touched = useRef(false)

  useEffect(() => {
    if (!loadImages) return
    let live = true
    void loadImages().then((found) => {
      // A photo added meanwhile brought the server's newer list already.
      if (live && found && !touched.current) setImages(found)
    })
    return () => {
      live = false
    }
  }, [loadImages])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending || uploading) return
    const check = draft.check()
    if (!check.ok) return
    setSending(true)
    const result = await send(check.value)
    setSending(false)
    if (!result.ok) {
      draft.refuse(result.message)
      return
    }
    showSnackbar(successMessage, 'success')
    onDone()
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ReviewDraftFields draft={draft} feedbackRows={feedbackRows} />
      <ReviewImageUpload
        photos={photos}
        images={images}
        onImages={(next) => {
          touched.current = true
          setImages(next)
        }}
        onBusy={setUploading}
      />
      <ReviewDraftProblem draft={draft} />
      <div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={uploading || sending}
            aria-busy={sending || undefined}
            className={submitClassName}
          >
            {t('review.submit')}
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel} className={cancelClassName}>
              {t('review.cancel')}
            </button>
          ) : null}
        </div>
        {uploading ? <p className="mt-2 text-sm text-slate-600">{t('review.waitForUpload')}</p> : null}
      </div>
    </form>
  )
}

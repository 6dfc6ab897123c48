import { Messages } from '@serendib/domain/messages'
import { cutText, TextCut } from '@serendib/domain/text'
import { useCallback, useMemo } from 'react'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { reviewDisplayDate } from '../../lib/tour-page'
import { isReviewed, type ReviewEntry } from '../../lib/reviews'
import { accountReviewPhotos, loadAccountReviewPhotos, postAccountReview } from '../../lib/reviews-api'
import { dialogSecondary, ModalDialog } from '../ui/modal-dialog'
import { StarRating } from '../ui/star-rating'
import { ReviewForm } from './review-form'

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

/**
 * Spec §2 review modal, shared by the dashboard and Reviews & Ratings: the activity, the
 * booking reference and the one review form (stars, feedback up to 500 characters, up to three
 * photos: the e-mailed link's, decision 067). Spec §4: once the booking has a review it is shown
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
  const { t, date } = useTranslator()

  return (
    <ModalDialog
      open={entry !== null}
      title={review ? t('review.yourReview') : t('review.reviewActivity')}
      description={
        entry ? (
          <>
            <p className="mt-1 font-semibold text-slate-800">
              {cutText(entry.activity.title, TextCut.modal)}
            </p>
            <p className="text-sm text-slate-600">
              {t('review.bookingOn', {
                reference: entry.booking.booking_reference,
                date: date(entry.booking.start_date),
              })}
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
            <p className="text-sm text-slate-600">
              {t('review.reviewedOn', { date: reviewDisplayDate(review.created_at) })}
            </p>
          ) : null}
          <div>
            <button type="button" onClick={onClose} className={primaryButton}>
              {t('review.close')}
            </button>
          </div>
        </div>
      ) : (
        <AccountReviewForm
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

/** The one review form (decision 067) with the account's login, for this booking. */
function AccountReviewForm({
  entry,
  onCancel,
  onDone,
}: {
  entry: ReviewEntry
  onCancel: () => void
  onDone: () => void
}) {
  const bookingId = entry.booking.id
  const tm = useSpecMessage()
  const photos = useMemo(() => accountReviewPhotos(bookingId), [bookingId])
  const loadImages = useCallback(() => loadAccountReviewPhotos(bookingId), [bookingId])
  return (
    <ReviewForm
      source="dashboard"
      photos={photos}
      initialImages={[]}
      loadImages={loadImages}
      send={(review) => postAccountReview(entry, review)}
      successMessage={tm(Messages.reviewAdded)}
      onDone={onDone}
      onCancel={onCancel}
      submitClassName={primaryButton}
      cancelClassName={dialogSecondary}
    />
  )
}

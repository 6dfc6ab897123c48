import type { SpecMessageId } from '../../spec-messages.ts'
import type { amendReviewEn } from './en.ts'

/** The spec ids (`msg.*`) the amend dialog and the review form show, translated in each part. */
type AmendReviewSpecId = Extract<
  SpecMessageId,
  | 'msg.amendmentSent'
  | 'msg.amendmentFailed'
  | 'msg.amend.notAllowed'
  | 'msg.amend.otherTour'
  | 'msg.amend.pendingExists'
  | 'msg.amend.unpaidBalance'
  | 'msg.amend.nothingChanged'
  | 'msg.reviewAdded'
  | 'msg.reviewTokenAdded'
  | 'msg.reviewRatingRequired'
  | 'msg.reviewFeedbackRequired'
  | 'msg.reviewMaxImages'
  | 'msg.imageUploadProgress'
  | 'msg.imageUploadFailed'
  | 'msg.deleteProgress'
  | 'msg.deleteFailed'
  | 'msg.review.imageUploaded'
  | 'msg.review.notCompleted'
  | 'msg.review.alreadyReviewed'
  | 'msg.review.imageNotPicture'
  | 'msg.review.imageTooLarge'
>

/** Another language's part: every English id plus those spec ids, no other. */
export type AmendReviewCatalogue = Record<keyof typeof amendReviewEn | AmendReviewSpecId, string>

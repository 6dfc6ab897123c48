/**
 * Response types of the account area's booking calls (docs/account-area-api.md), for code that
 * reads them (the web, services). Each is the output type of its zod schema in api/: declared
 * once there (decision 020). Type-only: no zod reaches a bundle through this module.
 */
export type {
  AmendmentJson,
  BookingActivityJson,
  BookingJson,
  BookingMessageJson,
  BookingReviewJson,
  BookingsPage,
  BookingTravellerJson,
  CancelPreviewJson,
  MessageRoleName,
} from './api/account.ts'
export type { ReviewImageJson, TokenReviewJson } from './api/reviews.ts'

/**
 * The spec's validation and status messages that traveller pages show (decision 077), under
 * catalogue ids. The domain and the API keep producing the spec's English text (a contract);
 * a page shows it in its language by looking the text up here (`useSpecMessage` in the web
 * app). The server's refusals with arguments are in `messages/refusals/` and found by the same
 * lookup, their arguments read back. A text not listed (a server message of its own) stays English.
 */
import { CancellationMessages } from '../cancellation.ts'
import { CartMessages } from '../cart.ts'
import { CheckoutMessages } from '../checkout.ts'
import { Messages } from '../messages.ts'
import { AccountMessages } from '../messages/accounts.ts'
import { BookingLookupMessages } from '../messages/booking-lookup.ts'
import { HoldMessages } from '../messages/holds.ts'
import { AmendmentMessages } from '../amendments.ts'
import { ImageMessages } from '../images.ts'
import { ReviewMessages } from '../reviews.ts'
import { QuoteMessages } from '../quotes.ts'
import { englishMessageLookup, type FoundMessage } from './message-lookup.ts'
import { refusalsEn, type RefusalId } from './messages/refusals/en.ts'

export const specMessages = {
  'msg.notFoundPage': Messages.notFoundPage,
  'msg.cartEmpty': Messages.cartEmpty,
  'msg.noResults': Messages.noResults,
  'msg.searchDateFormat': Messages.searchDateFormat,
  'msg.searchDatePast': Messages.searchDatePast,
  'msg.loadFailed': Messages.loadFailed,
  'msg.noData': Messages.noData,
  'msg.captchaRequired': Messages.captchaRequired,
  'msg.subscribeEmailRequired': Messages.subscribeEmailRequired,
  'msg.subscribeEmailInvalid': Messages.subscribeEmailInvalid,
  'msg.subscribeFailed': Messages.subscribeFailed,
  'msg.subscribeSuccess': Messages.subscribeSuccess,
  'msg.pickupLocationRequired': Messages.pickupLocationRequired,
  'msg.pickupLocationFirst': Messages.pickupLocationFirst,
  'msg.pickupDateRequired': Messages.pickupDateRequired,
  'msg.adultsRequired': Messages.adultsRequired,
  'msg.startTimeRequired': 'Please select a start time',
  'msg.itemAdded': CartMessages.itemAdded,
  'msg.alreadyInCart': CartMessages.alreadyInCart,
  'msg.fillFormCorrectly': CartMessages.fillFormCorrectly,
  'msg.itemRemoved': CartMessages.itemRemoved,
  'msg.needsPrice': CartMessages.needsPrice,
  'msg.leadFirstName': CheckoutMessages.leadFirstName,
  'msg.leadLastName': CheckoutMessages.leadLastName,
  'msg.leadEmail': CheckoutMessages.leadEmail,
  'msg.leadPhone': CheckoutMessages.leadPhone,
  'msg.hotelName': CheckoutMessages.hotelName,
  'msg.hotelAddress': CheckoutMessages.hotelAddress,
  'msg.flightNumber': CheckoutMessages.flightNumber,
  'msg.flightTime': CheckoutMessages.flightTime,
  'msg.contactFirstName': CheckoutMessages.contactFirstName,
  'msg.contactLastName': CheckoutMessages.contactLastName,
  'msg.contactEmail': CheckoutMessages.contactEmail,
  'msg.contactPhone': CheckoutMessages.contactPhone,
  'msg.terms': CheckoutMessages.terms,
  'msg.leadEmailInvalid': CheckoutMessages.leadEmailInvalid,
  'msg.consentLabel': CheckoutMessages.consentLabel,
  'msg.contactEmailInvalid': CheckoutMessages.contactEmailInvalid,
  'msg.pickupTypeInvalid': CheckoutMessages.pickupTypeInvalid,
  'msg.pickupAirportNotServed': CheckoutMessages.pickupAirportNotServed,
  'msg.tooManyItems': CheckoutMessages.tooManyItems,
  'msg.textTooLong': CheckoutMessages.textTooLong,
  'msg.checkoutFailed': CheckoutMessages.failed,
  'msg.tooManyUnpaid': CheckoutMessages.tooManyUnpaid,
  'msg.holdCaptchaRequired': HoldMessages.captchaRequired,
  'msg.holdCaptchaHint': HoldMessages.captchaHint,
  'msg.checkoutProgress': CheckoutMessages.progress,
  'msg.redirecting': CheckoutMessages.redirecting,
  // Tailored round tours by quote (decision 079).
  'msg.quoteRequested': QuoteMessages.requested,
  'msg.quoteNotRoundTour': QuoteMessages.notRoundTour,
  'msg.quoteStartDate': QuoteMessages.startDate,
  'msg.quoteEndDate': QuoteMessages.endDate,
  'msg.quoteAdults': QuoteMessages.adults,
  'msg.quoteHotelClass': QuoteMessages.hotelClass,
  'msg.quoteWishesTooLong': QuoteMessages.wishesTooLong,
  'msg.quoteName': QuoteMessages.name,
  'msg.quoteEmail': QuoteMessages.email,
  'msg.quoteExpired': QuoteMessages.expired,
  'msg.quoteAlreadyAccepted': QuoteMessages.alreadyAccepted,
  'msg.quoteDeclined': QuoteMessages.declined,
  'msg.quoteNotQuoted': QuoteMessages.notQuoted,
  'msg.quoteTravelTooSoon': QuoteMessages.travelTooSoon,
  'msg.quoteMessageEmpty': QuoteMessages.messageEmpty,
  'msg.quoteMessageTooLong': QuoteMessages.messageTooLong,
  'msg.quoteClosed': QuoteMessages.closed,
  'msg.quoteDeclinedByTraveller': QuoteMessages.declinedByTraveller,
  'msg.quotePaying': QuoteMessages.paying,
  // The account pages (decision 077).
  'msg.dashboardSuggest': Messages.dashboardSuggest,
  'msg.dashboardLastActivity': Messages.dashboardLastActivity,
  'msg.cancelNoRefund': CancellationMessages.noRefund,
  'msg.cancelNothingPaid': CancellationMessages.nothingPaid,
  'msg.cancelDone': CancellationMessages.canceled,
  'msg.cancelNotAllowed': CancellationMessages.notAllowed,
  'msg.favouriteRemoving': Messages.favouriteRemoving,
  'msg.favouriteRemoved': Messages.favouriteRemoved,
  'msg.favouriteAdded': Messages.favouriteAdded,
  'msg.favouriteFailed': Messages.favouriteFailed,
  'msg.profileUpdateProgress': Messages.profileUpdateProgress,
  'msg.profileUpdated': Messages.profileUpdated,
  'msg.profileUpdateFailed': Messages.profileUpdateFailed,
  'msg.messageSent': Messages.messageSent,
  'msg.lookupReferenceRequired': BookingLookupMessages.referenceRequired,
  'msg.lookupEmailRequired': BookingLookupMessages.emailRequired,
  'msg.lookupNotFound': BookingLookupMessages.notFound,
  // Sign-in, sign-up and the account API's refusals, shown in the page's language.
  'msg.loginEmailRequired': Messages.loginEmailRequired,
  'msg.loginPasswordRequired': Messages.loginPasswordRequired,
  'msg.loginFailed': Messages.loginFailed,
  'msg.loginProgress': Messages.loginProgress,
  'msg.loginSuccess': Messages.loginSuccess,
  'msg.profileLoadFailed': Messages.profileLoadFailed,
  'msg.required': Messages.required,
  'msg.invalidEmail': Messages.invalidEmail,
  'msg.passwordsDoNotMatch': Messages.passwordsDoNotMatch,
  'msg.registrationFailed': Messages.registrationFailed,
  'msg.registrationProgress': Messages.registrationProgress,
  'msg.registrationSuccess': Messages.registrationSuccess,
  'msg.passwordResetProgress': Messages.passwordResetProgress,
  'msg.passwordResetSent': Messages.passwordResetSent,
  'msg.passwordResetUnknownAccount': Messages.passwordResetUnknownAccount,
  'msg.account.enterEmailForReset': AccountMessages.enterEmailForReset,
  'msg.account.emailTaken': AccountMessages.emailTaken,
  'msg.account.weakPassword': AccountMessages.weakPassword,
  'msg.account.passwordIsEmail': AccountMessages.passwordIsEmail,
  'msg.account.passwordTooLong': AccountMessages.passwordTooLong,
  'msg.account.captchaFailed': AccountMessages.captchaFailed,
  'msg.account.nameTooLong': AccountMessages.nameTooLong,
  'msg.account.tooManyAttempts': AccountMessages.tooManyAttempts,
  'msg.account.signInCaptchaRequired': AccountMessages.signInCaptchaRequired,
  'msg.account.loginRequired': AccountMessages.loginRequired,
  'msg.account.resetLinkInvalid': AccountMessages.resetLinkInvalid,
  'msg.account.passwordChanged': AccountMessages.passwordChanged,
  'msg.account.currentPasswordWrong': AccountMessages.currentPasswordWrong,
  'msg.account.currentPasswordRequired': AccountMessages.currentPasswordRequired,
  'msg.account.currentPasswordCaptchaRequired': AccountMessages.currentPasswordCaptchaRequired,
  'msg.account.invalidPhone': AccountMessages.invalidPhone,
  'msg.account.emailChangeSent': AccountMessages.emailChangeSent,
  'msg.account.emailChangePasswordRequired': AccountMessages.emailChangePasswordRequired,
  'msg.account.emailChangeNeedsPassword': AccountMessages.emailChangeNeedsPassword,
  'msg.account.socialNotConfigured': AccountMessages.socialNotConfigured,
  'msg.account.accountDisabled': AccountMessages.accountDisabled,
  'msg.account.socialEmailRequired': AccountMessages.socialEmailRequired,
  // The amend dialog's and the review form's messages (issue 31), in the page's language.
  'msg.amendmentSent': Messages.amendmentSent,
  'msg.amendmentFailed': Messages.amendmentFailed,
  'msg.amend.notAllowed': AmendmentMessages.notAllowed,
  'msg.amend.otherTour': AmendmentMessages.otherTour,
  'msg.amend.pendingExists': AmendmentMessages.pendingExists,
  'msg.amend.unpaidBalance': AmendmentMessages.unpaidBalance,
  'msg.amend.nothingChanged': AmendmentMessages.nothingChanged,
  'msg.reviewAdded': Messages.reviewAdded,
  'msg.reviewTokenAdded': Messages.reviewTokenAdded,
  'msg.reviewRatingRequired': Messages.reviewRatingRequired,
  'msg.reviewFeedbackRequired': Messages.reviewFeedbackRequired,
  'msg.reviewMaxImages': Messages.reviewMaxImages,
  'msg.imageUploadProgress': Messages.imageUploadProgress,
  'msg.imageUploadFailed': Messages.imageUploadFailed,
  'msg.deleteProgress': Messages.deleteProgress,
  'msg.deleteFailed': Messages.deleteFailed,
  'msg.review.imageUploaded': ReviewMessages.imageUploaded,
  'msg.review.notCompleted': ReviewMessages.notCompleted,
  'msg.review.alreadyReviewed': ReviewMessages.alreadyReviewed,
  'msg.review.imageNotPicture': ReviewMessages.imageNotPicture,
  'msg.review.imageTooLarge': ImageMessages.tooLarge,
} as const

export type SpecMessageId = keyof typeof specMessages | RefusalId

/** Fixed sentences first, then the refusals with arguments (`message-lookup.ts`, shared with the portal). */
const lookup = englishMessageLookup<SpecMessageId>([
  ...(Object.entries(specMessages) as [SpecMessageId, string][]),
  ...(Object.entries(refusalsEn) as [SpecMessageId, string][]),
])

/**
 * The catalogue id of a spec message and the arguments read back out of it
 * ("Traveler 2 first name can not be empty" → `refusal.travellerFirstName`, person: 2),
 * or null for a text that is not one.
 */
export function specMessage(text: string): FoundMessage<SpecMessageId> | null {
  return lookup(text)
}

/** The catalogue id of a spec message, or null for a text that is not one. */
export function specMessageId(text: string): SpecMessageId | null {
  return lookup(text)?.id ?? null
}

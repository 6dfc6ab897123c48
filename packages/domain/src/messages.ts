/**
 * Every user-visible message of spec §5 and §8, spelled exactly as the spec spells them
 * (its misspellings are part of the contract). UI and API both import from here.
 */
export const Messages = {
  notFoundPage: 'Opps! We could not find the page you are looking for.',
  cartEmpty: 'Your cart is empty',
  noResults: 'Sorry, no experiences matching your search',
  /** Search's date (issue 30): an impossible day (31/02/2026) or one before today in Colombo. */
  searchDateFormat: 'Enter the date as dd/mm/yyyy',
  searchDatePast: 'That date has passed: choose today or a later date',
  noRatings: 'No Ratings yet',
  noAdditionalFees: 'No additional taxes & fees',

  loginEmailRequired: 'We need your Email',
  loginPasswordRequired: 'Password can not be empty',
  loginFailed: 'Invalid login information',
  loginProgress: 'Loggin you in, please wait',
  loginSuccess: 'Login successful',
  profileLoadFailed: 'Error fetching data',

  required: 'Required',
  invalidEmail: 'invalid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  captchaRequired: 'Complete the Captcha before proceeding',
  registrationFailed: 'Could not process registration',
  registrationProgress: 'Processing registration, please wait...',
  registrationSuccess: 'Registration complete',

  passwordResetProgress: 'Sending you a new password',
  passwordResetSent: 'We just sent you a new password',
  passwordResetUnknownAccount: 'We could not find your account',
  profileUpdateProgress: 'Updating...',
  profileUpdated: 'Your profie was updated',
  profileUpdateFailed: 'Could not update profile',

  loadFailed: 'Could not load data',
  noData: 'No data found',
  locationsFailed: 'Error loading locations',

  inquiryNameRequired: 'Name field is mandatory',
  inquiryEmailRequired: 'Email field is mandatory',
  inquiryPhoneRequired: 'Phone field is mandatory',
  inquiryMessageRequired: 'Message field is mandatory',
  inquiryFailed: 'Could not sent request',
  inquirySuccess: 'Message sent!',

  subscribeEmailRequired: 'Email field is mandatory',
  subscribeEmailInvalid: 'Email not valid',
  subscribeFailed: 'Could not sent Request',
  subscribeSuccess: 'Email address subscribed',

  pickupLocationRequired: 'Please select pick-up loaction',
  pickupLocationFirst: 'Please select pick-up loaction first',
  pickupDateRequired: 'Please select pick-up date',
  adultsRequired: 'Please select number of adults',

  reviewAdded: 'Review added...',
  reviewTokenAdded: 'Review sucessfully added!',
  reviewRatingRequired: 'Rate your activity',
  reviewFeedbackRequired: 'Write your review',
  reviewMaxImages: 'Maximum 3 images can upload',
  imageUploadProgress: 'Uploading image, please wait...',
  imageUploadFailed: 'Could not upload image',
  deleteProgress: 'Deleting...',
  deleteFailed: 'Could not delete data',
  messageSent: 'Message sent...',
  messageRemoved: '*Removed by admin',
  amendmentSent: 'Ammendment requet sent.',
  amendmentFailed: 'Could not send request',
  favouriteAdded: 'Item added to favorites',
  favouriteRemoving: 'Removing item from favorites',
  favouriteRemoved: 'Item removed',
  favouriteFailed: 'Could not process action',
  dashboardLastActivity: 'How is your last Activity?',
  dashboardSuggest: 'We would Suggest',
} as const

/**
 * Messages for situations the spec does not word (its §8: "server-side error wording other
 * than the first registration error string: not shown"). Ours, kept beside the spec's so the
 * API and the UI say the same thing.
 */
export const AccountMessages = {
  enterEmailForReset: 'Fill in your e-mail address above to get a new password',
  emailTaken: 'An account with this e-mail address already exists. Log in or reset your password.',
  weakPassword: 'Password must be at least 8 characters and include a letter and a number or symbol',
  passwordIsEmail: 'Password must not be your e-mail address',
  passwordTooLong: 'Password must be at most 128 characters',
  captchaFailed: 'The captcha could not be verified, please solve it again',
  nameTooLong: 'Names can be at most 80 characters',
  invalidUserType: 'Choose a customer or supplier account',
  invalidClient: 'Client authentication failed',
  unsupportedGrant: 'Only the password grant is supported',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInCaptchaRequired: 'Too many failed log-ins. Complete the security check to continue.',
  loginRequired: 'Please log in to continue',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one from the login page.',
  passwordChanged: 'Your password was changed. You can log in now.',
  currentPasswordWrong: 'Your current password is not correct',
  currentPasswordRequired: 'Enter your current password to set a new one',
  /** Past decision 030's thresholds the current password alone does not change the e-mail or password. */
  currentPasswordCaptchaRequired: 'Too many wrong passwords. Complete the security check to continue.',
  unknownProfileField: 'This field can not be changed',
  invalidPhone: 'Enter a phone number with 7 to 15 digits',
  emailChangeSent: 'We sent a confirmation link to the new address. Your e-mail changes when you open it.',
  emailChangePasswordRequired: 'Enter your current password to change your e-mail',
  emailChangeNeedsPassword: 'Set a password first, then change your e-mail',
  socialNotConfigured: 'This sign-in option is not available right now',
  socialFailed: 'Invalid login information',
  /** Sign-in of an account an admin disabled: said only after the password matched. */
  accountDisabled: 'Your account has been disabled. Please contact us if you think this is a mistake.',
  socialEmailRequired:
    'We need your e-mail address to sign you in. Allow access to it, or sign up with your e-mail.',
} as const

/**
 * Seats held by unpaid orders (issue 27, decision 032): what checkout says when a visitor's order
 * would hold too much, or when the address already holds unpaid orders.
 */
export const HoldMessages = {
  /** ANONYMOUS_TRAVELLERS_PER_TOUR_DAY: signed-in customers are not capped. */
  tooManyTravellers: (max: number) =>
    `Without an account you can book at most ${max} travellers on one tour for the same day. ` +
    'Log in to book a larger group, or send us an Inquire Now message and we will arrange it with the tour operator.',
  captchaRequired:
    'A booking from your network is already waiting for payment. Complete the security check to hold more seats.',
  /** Beside the checkout page's widget: the visitor already pressed Confirm & Pay once. */
  captchaHint:
    'A booking from your network is already waiting for payment. Once the security check below says Verified, press Confirm & Pay again.',
} as const

/** Refusals of the guarded areas: a signed-in user of another kind is told where they are. */
export const AreaMessages = {
  suppliersOnly: 'This area is for suppliers. Sign in with your supplier account.',
  adminsOnly: 'This area is for Serendib administrators.',
} as const

/** Staying signed in across tabs and visits, and signing out everywhere (decision 057). */
export const WebSessionMessages = {
  /** A cookie-authenticated call without the site's own header, or from another origin. */
  foreignRequest: 'This request must come from the Serendib site.',
  signedOutEverywhere: 'You are signed out on every device and browser.',
  signOutEverywhereFailed: 'We could not sign you out everywhere. Please try again.',
} as const

/** A guest finding a booking by its reference and contact e-mail (/booking/find, decision 057). */
export const BookingLookupMessages = {
  referenceRequired: 'Enter your booking reference',
  emailRequired: 'Enter the e-mail address you booked with',
  /** The same answer for a wrong reference, a wrong e-mail and both: nothing is revealed. */
  notFound: 'We could not find a booking with that reference and e-mail address.',
} as const

/**
 * The admin console's guard rails (issue 29): what an admin reads before a costly mistake, and
 * the two names of status 0 (the spec's "Pending" stays what travellers read).
 */
export const AdminGuardMessages = {
  supplierProfileIncomplete: (missing: readonly string[]) =>
    `The profile still misses ${missing.length} ${missing.length === 1 ? 'item' : 'items'}: ${missing.join('; ')}. ` +
    'Approve anyway only if you know the business, and confirm that you do.',
  supplierApprovedIncomplete: 'I know this business: approve it with these items missing',
  completeBeforeEnd: (lastDay: string) =>
    `This booking travels until ${lastDay}: it can be marked completed from the day after.`,
  rateNotNumber: 'Enter the rate as a number, like 0.92: how many units of the currency one US dollar buys',
  rateJump: (code: string, from: number, to: number) =>
    `${code} would move from ${from} to ${to} per USD: every ${code} price travellers see would be ` +
    `${to > from ? `${+(to / from).toFixed(2)} times higher` : `${+(from / to).toFixed(2)} times lower`}. ` +
    'Check the rate, then confirm to save it.',
  rateImplausible: (code: string, to: number, low: number, high: number) =>
    `${to} ${code} per USD is far from what ${code} trades at (about ${low} to ${high}). ` +
    'Check the rate, then confirm to save it.',
  awaitingPayment: 'Awaiting payment',
  awaitingSupplier: 'Awaiting supplier',
} as const

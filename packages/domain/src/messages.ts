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

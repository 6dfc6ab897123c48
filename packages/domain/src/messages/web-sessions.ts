/** Staying signed in across tabs and visits, and signing out everywhere (decision 057). */
export const WebSessionMessages = {
  /** A cookie-authenticated call without the site's own header, or from another origin. */
  foreignRequest: 'This request must come from the Serendib site.',
  signedOutEverywhere: 'You are signed out on every device and browser.',
  signOutEverywhereFailed: 'We could not sign you out everywhere. Please try again.',
} as const

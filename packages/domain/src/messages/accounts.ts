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
  /** The one phone rule's message (domain/phone.ts, decision 063), for checkout and settings. */
  invalidPhone: 'Enter the phone number with its country code, for example +94 77 123 4567',
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

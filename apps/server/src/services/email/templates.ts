/**
 * Account e-mails. PLACEHOLDER bodies: the e-mail helper replaces them with branded HTML +
 * text templates; the function names and inputs are the contract callers rely on.
 */
import type { OutgoingEmail } from './enqueue-email.ts'
import { escapeHtml } from './enqueue-email.ts'

export interface Recipient {
  email: string
  firstName: string
}

/** After sign-up and after an e-mail change: confirm the address. */
export function verifyEmailMail(to: Recipient, link: string): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Confirm your e-mail address',
    text: `Hello ${to.firstName},\n\nConfirm your e-mail address: ${link}\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p><a href="${escapeHtml(link)}">Confirm your e-mail address</a></p>`,
    template: 'verify-email',
  }
}

/** POST /api/client/chpwd: a single-use link to choose a new password. */
export function resetPasswordMail(to: Recipient, link: string, validMinutes: number): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Choose a new password',
    text: `Hello ${to.firstName},\n\nChoose a new password (valid ${validMinutes} minutes): ${link}\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    template: 'reset-password',
  }
}

/** To the old address when the account's e-mail changes, so a hijack does not go unnoticed. */
export function emailChangedMail(to: Recipient, newEmail: string): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Your e-mail address was changed',
    text: `Hello ${to.firstName},\n\nYour Serendib account now uses ${newEmail}.\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>Your Serendib account now uses ${escapeHtml(newEmail)}.</p>`,
    template: 'email-changed',
  }
}

/** After a password change or reset, so the owner hears of a change they did not make. */
export function passwordChangedMail(to: Recipient): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Your password was changed',
    text: `Hello ${to.firstName},\n\nYour Serendib password was changed.\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>Your Serendib password was changed.</p>`,
    template: 'password-changed',
  }
}

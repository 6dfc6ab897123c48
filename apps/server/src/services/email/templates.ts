/**
 * Branded e-mails: one layout (renderMail) gives every mail the same HTML and plain-text
 * shape. The account mails' names and inputs are the contract callers rely on.
 */
import { SUPPORT_PHONE } from '@serendib/domain/site'
import type { OutgoingEmail } from './enqueue-email.ts'
import { escapeHtml } from './enqueue-email.ts'
import { mailTranslator, type MailTranslator } from './mail-i18n.ts'

export interface Recipient {
  email: string
  firstName: string
  /**
   * The language the mail is written in (decision 077): the booking's for booking mails, the
   * account's for account mails. English when absent or not a traveller language.
   */
  locale?: string | null
}

/** The mail's translator, its `<html lang>` and layout words, and the greeting by name. */
export function mailFrame(to: Recipient) {
  const m = mailTranslator(to.locale)
  return {
    m,
    frame: {
      lang: m.tag,
      chrome: mailChrome(m),
      greeting: to.firstName ? m.t('mail.greeting', { name: to.firstName }) : m.t('mail.greetingThere'),
    },
  }
}

export interface MailContent {
  /** The preview line mail clients show beside the subject. */
  preview: string
  greeting?: string
  /** Plain-text paragraphs before the button; a newline becomes a line break. */
  intro: string[]
  /** The main link, drawn as a button and spelled out for clients that hide buttons. */
  action?: { label: string; url: string }
  /** Label/value rows (an inquiry's sender and phone). */
  details?: [label: string, value: string][]
  /** Visitor-written text, set off as a quote. */
  quote?: string
  outro?: string[]
  /** The public site, e.g. https://serendib.lk; shown in the footer. */
  siteUrl?: string
  /** The mail's language (BCP 47) for `<html lang>`; English when absent (decision 077). */
  lang?: string
  /** The layout's own words in the mail's language; English when absent. */
  chrome?: MailChrome
}

/** The words of the layout itself: footer lines and the note under the button. */
export interface MailChrome {
  tagline: string
  questions: string
  buttonFallback: string
}

/** The layout's words through a mail translator (decision 077). */
export function mailChrome(m: MailTranslator): MailChrome {
  return {
    tagline: m.t('mail.footer.tagline'),
    questions: m.t('mail.footer.questions', { phone: SUPPORT_PHONE }),
    buttonFallback: m.t('mail.buttonFallback'),
  }
}

const englishChrome: MailChrome = {
  tagline: 'Serendib · Tours in Sri Lanka',
  questions: `Questions? Call us on ${SUPPORT_PHONE}`,
  buttonFallback: 'If the button does not work, copy this link into your browser:',
}

const BRAND = '#0f766e'
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** Links come from our own code, but a javascript: URL in a mail would be a bug worth failing on. */
function checkedUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Mail links must be absolute http(s) URLs: ${url}`)
  return url
}

/** The site's origin taken from an absolute link the caller built from the public base URL. */
export function siteOf(link: string): string {
  return new URL(checkedUrl(link)).origin
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`

function renderHtml(c: MailContent): string {
  const chrome = c.chrome ?? englishChrome
  const parts: string[] = []
  if (c.greeting) parts.push(paragraph(c.greeting))
  parts.push(...c.intro.map(paragraph))
  if (c.details?.length) {
    const rows = c.details.map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    parts.push(
      `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows.join('')}</table>`,
    )
  }
  if (c.quote) {
    parts.push(
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${BRAND};background:#f5f5f4;line-height:1.5">` +
        `${escapeHtml(c.quote).replace(/\r?\n/g, '<br>')}</blockquote>`,
    )
  }
  if (c.action) {
    const href = escapeHtml(checkedUrl(c.action.url))
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${BRAND};color:#ffffff;` +
        `padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(c.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#57534e;line-height:1.5">${escapeHtml(chrome.buttonFallback)}<br><a href="${href}" style="color:${BRAND};word-break:break-all">${href}</a></p>`,
    )
  }
  parts.push(...(c.outro ?? []).map(paragraph))
  const site = c.siteUrl
    ? ` · <a href="${escapeHtml(checkedUrl(c.siteUrl))}" style="color:${BRAND}">${escapeHtml(c.siteUrl.replace(/^https?:\/\//, ''))}</a>`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(c.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Serendib</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;${FONT};color:#1c1917">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preview)}</div>
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:700;letter-spacing:1px">Serendib</td></tr>
<tr><td style="padding:32px;font-size:15px">${parts.join('\n')}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c;line-height:1.5">
${escapeHtml(chrome.tagline)}<br>${escapeHtml(chrome.questions)}${site}</td></tr>
</table></td></tr></table>
</body></html>`
}

function renderText(c: MailContent): string {
  const blocks: string[] = ['SERENDIB']
  if (c.greeting) blocks.push(c.greeting)
  blocks.push(...c.intro)
  if (c.details?.length) blocks.push(c.details.map(([label, value]) => `${label}: ${value}`).join('\n'))
  if (c.quote) blocks.push(c.quote.replace(/^/gm, '> '))
  if (c.action) blocks.push(`${c.action.label}:\n${checkedUrl(c.action.url)}`)
  blocks.push(...(c.outro ?? []))
  const chrome = c.chrome ?? englishChrome
  const footer = ['-- ', chrome.tagline, chrome.questions]
  if (c.siteUrl) footer.push(checkedUrl(c.siteUrl))
  blocks.push(footer.join('\n'))
  return `${blocks.join('\n\n')}\n`
}

/** The one layout of every mail: the same content as HTML and as plain text, all text escaped. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) }
}

/** After sign-up and after an e-mail change: confirm the address, in the account's language. */
export function verifyEmailMail(to: Recipient, link: string): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.verify.subject'),
    template: 'verify-email',
    ...renderMail({
      ...frame,
      preview: m.t('mail.verify.preview'),
      intro: [m.t('mail.verify.intro')],
      action: { label: m.t('mail.verify.action'), url: link },
      outro: [m.t('mail.verify.ignore')],
      siteUrl: siteOf(link),
    }),
  }
}

/** POST /api/client/chpwd: a single-use link to choose a new password. */
export function resetPasswordMail(to: Recipient, link: string, validMinutes: number): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.reset.subject'),
    template: 'reset-password',
    ...renderMail({
      ...frame,
      preview: m.t('mail.reset.preview'),
      intro: [m.t('mail.reset.intro', { minutes: validMinutes })],
      action: { label: m.t('mail.reset.action'), url: link },
      outro: [m.t('mail.reset.ignore')],
      siteUrl: siteOf(link),
    }),
  }
}

/** To the old address when someone asks to move the account to another e-mail. */
export function emailChangeRequestedMail(to: Recipient, newEmail: string): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.emailChangeRequested.subject'),
    template: 'email-change-requested',
    ...renderMail({
      ...frame,
      preview: m.t('mail.emailChangeRequested.preview'),
      intro: [m.t('mail.emailChangeRequested.intro', { email: newEmail })],
      outro: [m.t('mail.emailChangeRequested.notYou', { phone: SUPPORT_PHONE })],
    }),
  }
}

/** To the old address once the change took effect, with a link that puts it back for 7 days. */
export function emailChangedMail(to: Recipient, newEmail: string, undoUrl: string): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.emailChanged.subject'),
    template: 'email-changed',
    ...renderMail({
      ...frame,
      preview: m.t('mail.emailChanged.preview'),
      intro: [m.t('mail.emailChanged.intro', { email: newEmail })],
      action: { label: m.t('mail.emailChanged.action'), url: undoUrl },
      outro: [m.t('mail.emailChanged.undo', { phone: SUPPORT_PHONE })],
      siteUrl: siteOf(undoUrl),
    }),
  }
}

/** After a password change or reset, so the owner hears of a change they did not make. */
export function passwordChangedMail(to: Recipient): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.passwordChanged.subject'),
    template: 'password-changed',
    ...renderMail({
      ...frame,
      preview: m.t('mail.passwordChanged.preview'),
      intro: [m.t('mail.passwordChanged.intro')],
      outro: [m.t('mail.passwordChanged.notYou', { phone: SUPPORT_PHONE })],
    }),
  }
}

/**
 * Non-member checkout: the account made for the contact e-mail, and the link to its first
 * password; in the language of the booking that made it.
 */
export function setPasswordMail(to: Recipient, link: string, validDays: number): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.welcome.subject'),
    template: 'set-password',
    ...renderMail({
      ...frame,
      preview: m.t('mail.welcome.preview'),
      intro: [m.t('mail.welcome.intro'), m.t('mail.welcome.choose', { days: validDays })],
      action: { label: m.t('mail.welcome.action'), url: link },
      siteUrl: siteOf(link),
    }),
  }
}

/** Mails about a supplier's own account (issue 13): the admin's approval decision. */
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type Recipient } from './templates.ts'

/** To the supplier: approved (tours may be submitted) or not, with the admin's reason. */
export function supplierApprovalMail(
  to: Recipient,
  decision: 'approve' | 'reject',
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  const approved = decision === 'approve'
  const line = approved
    ? 'Your supplier account is approved. You can now submit your tours for review.'
    : 'Your supplier account was not approved yet.'
  return {
    to: to.email,
    subject: approved ? 'Your Serendib supplier account is approved' : 'Your Serendib supplier account',
    template: approved ? 'supplier-approved' : 'supplier-rejected',
    ...renderMail({
      preview: line,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [line, ...(reason ? [`${approved ? 'Note' : 'Reason'}: ${reason}`] : [])],
      details: [],
      action: { label: 'Open the supplier portal', url: new URL('/supplier', publicUrl).toString() },
      outro: approved ? [] : ['Update your profile as asked; our team then looks at it again.'],
      siteUrl: publicUrl,
    }),
  }
}

/** To the supplier: its account is suspended (tours off sale, bookings stay) or reinstated. */
export function supplierSuspensionMail(
  to: Recipient,
  suspended: boolean,
  reason: string | null,
  publicUrl: string,
): OutgoingEmail {
  const line = suspended
    ? 'Your supplier account is suspended: your tours are off sale. Bookings already made stay; please serve them.'
    : 'Your supplier account is reinstated: your tours are on sale again.'
  return {
    to: to.email,
    subject: suspended
      ? 'Your Serendib supplier account is suspended'
      : 'Your Serendib supplier account is reinstated',
    template: suspended ? 'supplier-suspended' : 'supplier-reinstated',
    ...renderMail({
      preview: line,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [line, ...(reason ? [`Reason: ${reason}`] : [])],
      details: [],
      action: { label: 'Open the supplier portal', url: new URL('/supplier', publicUrl).toString() },
      outro: suspended ? ['Reply to this e-mail or contact us to be reinstated.'] : [],
      siteUrl: publicUrl,
    }),
  }
}

/** To a new staff member (decision 074): who invites them, as what, and the link to their password. */
export function staffInviteMail(
  to: Recipient,
  { supplier, role, link, validDays }: { supplier: string; role: string; link: string; validDays: number },
): OutgoingEmail {
  const line = `${supplier} invites you to its Serendib supplier portal as ${role.toLowerCase()} staff.`
  return {
    to: to.email,
    subject: `${supplier} invites you to Serendib`,
    template: 'staff-invite',
    ...renderMail({
      preview: line,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [
        line,
        `Choose your password to accept. The link works once, within ${validDays} days. ` +
          'Then sign in at the supplier portal with this e-mail address.',
      ],
      details: [],
      action: { label: 'Choose your password', url: link },
      outro: [],
      siteUrl: new URL(link).origin,
    }),
  }
}

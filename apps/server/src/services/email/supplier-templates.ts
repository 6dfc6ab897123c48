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

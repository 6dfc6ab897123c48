/**
 * Mails about a supplier's own account (issue 13): the admin's approval decision and suspension,
 * in the supplier's portal language (decision 078); the staff invitation (still English: the
 * invited person has no language of their own yet).
 */
import type { OutgoingEmail } from './enqueue-email.ts'
import { supplierMailFrame, supplierPortalUrl, type SupplierRecipient } from './portal-words.ts'
import { renderMail, type Recipient } from './templates.ts'

/** To the supplier, in its portal language: approved (tours may be submitted) or not, with the admin's reason. */
export function supplierApprovalMail(
  to: SupplierRecipient,
  decision: 'approve' | 'reject',
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const approved = decision === 'approve'
  const line = w.t(approved ? 'mail.account.approvedLine' : 'mail.account.rejectedLine')
  return {
    to: to.email,
    subject: w.t(approved ? 'mail.account.approvedSubject' : 'mail.account.rejectedSubject'),
    template: approved ? 'supplier-approved' : 'supplier-rejected',
    ...renderMail({
      ...frame,
      preview: line,
      intro: [
        line,
        ...(reason ? [approved ? w.t('mail.note', { note: reason }) : w.t('mail.reason', { reason })] : []),
      ],
      details: [],
      action: { label: w.t('mail.account.open'), url: supplierPortalUrl(publicUrl, w, '/supplier') },
      outro: approved ? [] : [w.t('mail.account.rejectedOutro')],
      siteUrl: publicUrl,
    }),
  }
}

/** To the supplier, in its portal language: suspended (tours off sale, bookings stay) or reinstated. */
export function supplierSuspensionMail(
  to: SupplierRecipient,
  suspended: boolean,
  reason: string | null,
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const line = w.t(suspended ? 'mail.account.suspendedLine' : 'mail.account.reinstatedLine')
  return {
    to: to.email,
    subject: w.t(suspended ? 'mail.account.suspendedSubject' : 'mail.account.reinstatedSubject'),
    template: suspended ? 'supplier-suspended' : 'supplier-reinstated',
    ...renderMail({
      ...frame,
      preview: line,
      intro: [line, ...(reason ? [w.t('mail.reason', { reason })] : [])],
      details: [],
      action: { label: w.t('mail.account.open'), url: supplierPortalUrl(publicUrl, w, '/supplier') },
      outro: suspended ? [w.t('mail.account.suspendedOutro')] : [],
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

/**
 * Mails about a supplier's own account (issue 13): the admin's approval decision and suspension,
 * in the supplier's portal language (decision 078); the staff invitation in the inviting
 * supplier's.
 */
import type { StaffRole } from '@serendib/domain/staff'
import type { OutgoingEmail } from './enqueue-email.ts'
import { supplierMailFrame, supplierPortalUrl, type SupplierRecipient } from './portal-words.ts'
import { renderMail } from './templates.ts'

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

const roleWords = {
  office: 'mail.staff.roleOffice',
  guide: 'mail.staff.roleGuide',
  driver: 'mail.staff.roleDriver',
} as const satisfies Record<StaffRole, string>

/**
 * To a new staff member (decision 074), in the inviting supplier's portal language (the invited
 * person has no language of their own yet): who invites them, as what, and the link to their
 * password.
 */
export function staffInviteMail(
  to: SupplierRecipient,
  { supplier, role, link, validDays }: { supplier: string; role: StaffRole; link: string; validDays: number },
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const line = w.t('mail.staff.inviteLine', { supplier, role: w.t(roleWords[role]) })
  return {
    to: to.email,
    subject: w.t('mail.staff.inviteSubject', { supplier }),
    template: 'staff-invite',
    ...renderMail({
      ...frame,
      preview: line,
      intro: [line, w.t('mail.staff.inviteAccept', { days: validDays })],
      details: [],
      action: { label: w.t('mail.staff.inviteAction'), url: link },
      outro: [],
      siteUrl: new URL(link).origin,
    }),
  }
}

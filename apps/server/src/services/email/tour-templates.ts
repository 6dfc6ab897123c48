/** The mail a supplier gets when an admin decides on one of its tours (issue 13). */
import type { OutgoingEmail } from './enqueue-email.ts'
import { supplierMailFrame, supplierPortalUrl, type SupplierRecipient } from './portal-words.ts'
import { renderMail } from './templates.ts'

export interface TourMailRef {
  id: number
  tourId: string
  title: string
}

/** To the supplier, in its portal language: an admin approved its tour or sent it back. */
export function tourDecisionMail(
  to: SupplierRecipient,
  tour: TourMailRef,
  decision: { approved: boolean; reason: string | null },
  publicUrl: string,
): OutgoingEmail {
  const { w, frame } = supplierMailFrame(to)
  const title = tour.title || tour.tourId
  const line = w.t(decision.approved ? 'mail.tour.approvedLine' : 'mail.tour.rejectedLine', { title })
  return {
    to: to.email,
    subject: w.t(decision.approved ? 'mail.tour.approvedSubject' : 'mail.tour.rejectedSubject', { title }),
    template: decision.approved ? 'tour-approved' : 'tour-rejected',
    ...renderMail({
      ...frame,
      preview: line,
      intro: [line, ...(decision.reason ? [w.t('mail.reason', { reason: decision.reason })] : [])],
      details: [[w.t('mail.field.tour'), `${title} (${tour.tourId})`]],
      action: {
        label: w.t('mail.tour.open'),
        url: supplierPortalUrl(publicUrl, w, `/supplier/tours/${tour.id}`),
      },
      siteUrl: publicUrl,
    }),
  }
}

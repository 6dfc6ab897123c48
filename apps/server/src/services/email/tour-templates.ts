/** The mail a supplier gets when an admin decides on one of its tours (issue 13). */
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type Recipient } from './templates.ts'

export interface TourMailRef {
  id: number
  tourId: string
  title: string
}

/** The portal page of the tour (supplier-web's route). */
export const supplierTourUrl = (publicUrl: string, id: number) => `${publicUrl}/supplier/tours/${id}`

export function tourDecisionMail(
  to: Recipient,
  tour: TourMailRef,
  decision: { approved: boolean; reason: string | null },
  publicUrl: string,
): OutgoingEmail {
  const title = tour.title || tour.tourId
  const line = decision.approved
    ? `Your tour "${title}" is approved and on sale now.`
    : `Your tour "${title}" was not approved. Fix what is asked below and submit it again.`
  return {
    to: to.email,
    subject: decision.approved ? `Tour approved: ${title}` : `Tour not approved: ${title}`,
    template: decision.approved ? 'tour-approved' : 'tour-rejected',
    ...renderMail({
      preview: line,
      greeting: `Hello ${to.firstName || 'there'},`,
      intro: [line, ...(decision.reason ? [`Reason: ${decision.reason}`] : [])],
      details: [['Tour', `${title} (${tour.tourId})`]],
      action: { label: 'Open the tour', url: supplierTourUrl(publicUrl, tour.id) },
      siteUrl: publicUrl,
    }),
  }
}

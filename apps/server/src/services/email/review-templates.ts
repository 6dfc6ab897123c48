/** The review request mailed when a tour is completed: one button to the single-use review page. */
import { REVIEW_TOKEN_DAYS } from '@serendib/domain/reviews'
import type { OutgoingEmail } from './enqueue-email.ts'
import { mailFrame, renderMail, siteOf, type Recipient } from './templates.ts'

export interface ReviewRequestData {
  bookingReference: string
  tourTitle: string
  /** yyyy-MM-dd */
  startDate: string
  /** `${publicUrl}/tour/review/${token}` */
  link: string
}

export function reviewRequestMail(to: Recipient, data: ReviewRequestData): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  return {
    to: to.email,
    subject: m.t('mail.review.subject', { tour: data.tourTitle }),
    template: 'review-request',
    ...renderMail({
      ...frame,
      preview: m.t('mail.review.preview'),
      intro: [m.t('mail.review.thanks', { tour: data.tourTitle }), m.t('mail.review.help')],
      details: [
        [m.t('mail.label.tour'), data.tourTitle],
        [m.t('mail.label.date'), m.date(data.startDate)],
        [m.t('mail.label.reference'), data.bookingReference],
      ],
      action: { label: m.t('mail.review.action'), url: data.link },
      outro: [m.t('mail.review.once', { days: REVIEW_TOKEN_DAYS })],
      siteUrl: siteOf(data.link),
    }),
  }
}

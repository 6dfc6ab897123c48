/** The review request mailed when a tour is completed: one button to the single-use review page. */
import { formatDisplayDate } from '@serendib/domain/dates'
import { REVIEW_TOKEN_DAYS } from '@serendib/domain/reviews'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, siteOf, type Recipient } from './templates.ts'

export interface ReviewRequestData {
  bookingReference: string
  tourTitle: string
  /** yyyy-MM-dd */
  startDate: string
  /** `${publicUrl}/tour/review/${token}` */
  link: string
}

export function reviewRequestMail(to: Recipient, data: ReviewRequestData): OutgoingEmail {
  return {
    to: to.email,
    subject: `How was ${data.tourTitle}?`,
    template: 'review-request',
    ...renderMail({
      preview: 'Tell other travellers about your tour: a rating takes a few seconds.',
      greeting: `Hello ${to.firstName},`,
      intro: [
        `Thank you for touring Sri Lanka with us. We hope you enjoyed ${data.tourTitle}.`,
        'Your rating and a few words help other travellers choose, and help your guide. ' +
          'You can add up to 3 photos too.',
      ],
      details: [
        ['Tour', data.tourTitle],
        ['Date', formatDisplayDate(data.startDate)],
        ['Booking reference', data.bookingReference],
      ],
      action: { label: 'Review your tour', url: data.link },
      outro: [`The link works once, within ${REVIEW_TOKEN_DAYS} days, and needs no login.`],
      siteUrl: siteOf(data.link),
    }),
  }
}

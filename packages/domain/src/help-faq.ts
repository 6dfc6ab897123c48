/**
 * The help centre's questions and answers (issue 18), kept once here: /help renders them and
 * filters them with `searchFaq`, on the server for `?q=` and in the browser as the traveller
 * types. Plain text on purpose: the admin's site pages are free HTML with no question
 * structure, and these answers restate rules that live in code (cancellation.ts, money.ts,
 * checkout.ts, reviews.ts), so they change with the code, in review.
 */
import { FREE_CANCELLATION_HOURS } from './cancellation.ts'
import { REVIEW_MAX_IMAGES, REVIEW_TOKEN_DAYS } from './reviews.ts'
import { SUPPORT_PHONE } from './site.ts'

export interface FaqItem {
  /** Stable, URL-safe: the question's anchor (#faq-{id}). */
  id: string
  question: string
  /** One string per paragraph. */
  answer: readonly string[]
}

export interface FaqGroup {
  id: string
  title: string
  items: readonly FaqItem[]
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'booking',
    title: 'Booking',
    items: [
      {
        id: 'how-to-book',
        question: 'How do I book a tour?',
        answer: [
          'Open the tour, choose your pick-up location, the date and how many adults, children and infants are travelling. The total appears as soon as the booking form is complete.',
          'Choose Book Now to go straight to checkout, or add the tour to your cart and check out several tours together. At checkout you name the travellers, say where to pick you up and pay.',
        ],
      },
      {
        id: 'instant-confirmation',
        question: 'When is my booking confirmed?',
        answer: [
          'Tours marked "Instant confirmation" are confirmed as soon as your payment goes through. The others are on request: the supplier confirms within 48 hours, and you see the status change in My Bookings.',
        ],
      },
      {
        id: 'account-needed',
        question: 'Do I need an account to book?',
        answer: [
          'No. If you are not a member yet, we create an account for you with the e-mail address you give at checkout and send you a password, so you can follow your booking in My Bookings.',
        ],
      },
      {
        id: 'change-booking',
        question: 'Can I change the date, pick-up or number of travellers?',
        answer: [
          'Yes, while the booking is pending or confirmed: open it in My Bookings and choose Amend Tour. The supplier answers your request; if the new price is higher you pay the difference, if it is lower the difference is refunded.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    items: [
      {
        id: 'currency',
        question: 'In which currency am I charged?',
        answer: [
          'Every booking is charged in US dollars (USD). If you choose another currency at the top of the page, we also show prices converted into it as an estimate; your bank may convert at a slightly different rate.',
        ],
      },
      {
        id: 'extra-fees',
        question: 'Are there taxes or booking fees on top?',
        answer: ['No. The total you see at checkout is what you pay: no additional taxes and fees.'],
      },
      {
        id: 'payment-safe',
        question: 'How do I pay, and is it safe?',
        answer: [
          'You pay by card on our payment provider\u2019s secure page after Confirm & Pay. We never see or store your card number.',
        ],
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    items: [
      {
        id: 'free-cancellation',
        question: 'Can I cancel for free?',
        answer: [
          `Yes, up to ${FREE_CANCELLATION_HOURS} hours before the tour starts, in Sri Lanka time (Asia/Colombo). Cancel in time and everything you paid is refunded; later than that, no refund is due.`,
          'The start is the tour date at your pick-up time, or midnight at the start of that day when no pick-up time is set yet.',
        ],
      },
      {
        id: 'how-to-cancel',
        question: 'How do I cancel a booking?',
        answer: [
          'Open the booking in My Bookings and choose Cancel Tour. Before you confirm, we tell you whether a refund is due and how much. Bookings that are already completed, rejected or canceled cannot be canceled.',
        ],
      },
      {
        id: 'refund-time',
        question: 'When do I get my refund?',
        answer: [
          'We send the refund, in USD, to the card you paid with as soon as you cancel. Your bank may take a few working days to show it.',
        ],
      },
    ],
  },
  {
    id: 'pickup',
    title: 'Pick-up',
    items: [
      {
        id: 'where-pickup',
        question: 'Where will I be picked up?',
        answer: [
          'From the pick-up location you chose when booking. At checkout you tell the supplier exactly where: your hotel (name and address), the airport (flight number and arrival time, for tours that pick up at an airport) or another place in a note.',
        ],
      },
      {
        id: 'pickup-time',
        question: 'What time will I be picked up?',
        answer: [
          'Your booking in My Bookings shows the pick-up place and time once the supplier has set it. If you have a question, send the supplier a message from the booking.',
        ],
      },
    ],
  },
  {
    id: 'vouchers',
    title: 'Vouchers',
    items: [
      {
        id: 'find-voucher',
        question: 'Where is my voucher?',
        answer: [
          'Once your booking is confirmed, open it in My Bookings and choose Your voucher. It carries a QR code that the supplier scans when they pick you up. We also e-mail it to you with the confirmation.',
        ],
      },
      {
        id: 'print-voucher',
        question: 'Do I need to print the voucher?',
        answer: [
          'No. Showing the QR code on your phone is enough; the supplier can also find you by your booking reference.',
        ],
      },
    ],
  },
  {
    id: 'reviews',
    title: 'Reviews',
    items: [
      {
        id: 'write-review',
        question: 'When can I review a tour?',
        answer: [
          `After the tour, once the supplier has marked it completed. Rate it from Reviews & Ratings in your account, or use the link we e-mail you: it works for ${REVIEW_TOKEN_DAYS} days without signing in and lets you add up to ${REVIEW_MAX_IMAGES} photos.`,
        ],
      },
      {
        id: 'one-review',
        question: 'Can I review the same booking twice?',
        answer: [
          'No: each booking has one review, so ratings reflect real trips. Once you have sent it, you can read it in Reviews & Ratings.',
        ],
      },
    ],
  },
]

export const FaqWords = {
  searchLabel: 'Search the questions',
  noMatch: (query: string) => `No questions match \u201c${query}\u201d.`,
  stillStuck: `Call us on ${SUPPORT_PHONE}, any time, or use Inquire Now at the bottom of the page.`,
  matches: (count: number) => `${count} ${count === 1 ? 'question matches' : 'questions match'}`,
} as const

/** The longest query that is searched; the rest is ignored (it is a GET parameter). */
export const FAQ_QUERY_MAX = 100

/** Lower case, accents dropped, anything but letters and digits a space. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
}

/** The query as it is searched: trimmed and cut to FAQ_QUERY_MAX characters. */
export const faqQuery = (raw: string | null | undefined) => (raw ?? '').trim().slice(0, FAQ_QUERY_MAX)

/**
 * The groups and questions matching `query`: every word of it must appear (as the start of a
 * word, so "refund" finds "refunded" and "pick" finds "pick-up") in the question, its answer or
 * its group's title. Groups left empty are dropped; an empty query returns every group.
 */
export function searchFaq(query: string, groups: readonly FaqGroup[] = FAQ_GROUPS): FaqGroup[] {
  const words = normalise(faqQuery(query)).split(' ').filter(Boolean)
  if (words.length === 0) return [...groups]
  const result: FaqGroup[] = []
  for (const group of groups) {
    const items = group.items.filter((item) => {
      const haystack = ` ${normalise([group.title, item.question, ...item.answer].join(' '))}`
      return words.every((word) => haystack.includes(` ${word}`))
    })
    if (items.length > 0) result.push({ ...group, items })
  }
  return result
}

export const faqCount = (groups: readonly FaqGroup[]) =>
  groups.reduce((sum, group) => sum + group.items.length, 0)

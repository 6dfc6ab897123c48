/**
 * The help centre's questions and answers (issue 18), kept once here: /help renders them and
 * filters them with `searchFaq`, on the server for `?q=` and in the browser as the traveller
 * types. Plain text on purpose: the admin's site pages are free HTML with no question
 * structure, and these answers restate rules that live in code (cancellation.ts, money.ts,
 * checkout.ts, reviews.ts), so they change with the code, in review.
 *
 * Every language (issue 31, decision 085): the English below are ICU messages that the English
 * catalogue spreads and the other catalogues translate under the same ids; the numbers are
 * arguments filled from the constants (`FAQ_VALUES`), so no language types them.
 */
import { FREE_CANCELLATION_HOURS } from './cancellation.ts'
import type { Locale } from './i18n/locales.ts'
import { REVIEW_MAX_IMAGES, REVIEW_TOKEN_DAYS } from './reviews.ts'
import { RESPONSE_WINDOW_HOURS } from './supplier-bookings.ts'

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

/** The groups and their questions' ids, in page order: the ids are anchors and never change. */
export const FAQ_OUTLINE = [
  { id: 'booking', items: ['how-to-book', 'instant-confirmation', 'account-needed', 'change-booking'] },
  { id: 'payment', items: ['currency', 'extra-fees', 'payment-safe'] },
  { id: 'cancellation', items: ['free-cancellation', 'how-to-cancel', 'refund-time'] },
  { id: 'pickup', items: ['where-pickup', 'pickup-time'] },
  { id: 'vouchers', items: ['find-voucher', 'print-voucher'] },
  { id: 'reviews', items: ['write-review', 'one-review'] },
] as const

type FaqGroupId = (typeof FAQ_OUTLINE)[number]['id']
type FaqItemId = (typeof FAQ_OUTLINE)[number]['items'][number]

/** The numbers the answers state, from the code's rules: every language gets these arguments. */
export const FAQ_VALUES = {
  hours: FREE_CANCELLATION_HOURS,
  window: RESPONSE_WINDOW_HOURS,
  days: REVIEW_TOKEN_DAYS,
  photos: REVIEW_MAX_IMAGES,
} as const

/**
 * The English of every group title (`helpfaq.group.*`), question (`helpfaq.q.*`) and answer
 * (`helpfaq.a.*`, paragraphs separated by a blank line), as ICU messages with placeholders only.
 */
export const helpFaqMessages = {
  'helpfaq.group.booking': 'Booking',
  'helpfaq.q.how-to-book': 'How do I book a tour?',
  'helpfaq.a.how-to-book':
    'Open the tour, choose your pick-up location, the date and how many adults, children and infants are travelling. The total appears as soon as the booking form is complete.\n\nChoose Book Now to go straight to checkout, or add the tour to your cart and check out several tours together. At checkout you name the travellers, say where to pick you up and pay.',
  'helpfaq.q.instant-confirmation': 'When is my booking confirmed?',
  'helpfaq.a.instant-confirmation':
    'Tours marked "Instant confirmation" are confirmed as soon as your payment goes through. The others are on request: the supplier confirms within {window} hours, and you see the status change in My Bookings.',
  'helpfaq.q.account-needed': 'Do I need an account to book?',
  'helpfaq.a.account-needed':
    'No. If you are not a member yet, we create an account for you with the e-mail address you give at checkout and send you a password, so you can follow your booking in My Bookings.',
  'helpfaq.q.change-booking': 'Can I change the date, pick-up or number of travellers?',
  'helpfaq.a.change-booking':
    'Yes, while the booking is pending or confirmed: open it in My Bookings and choose Amend Tour. The supplier answers your request; if the new price is higher you pay the difference, if it is lower the difference is refunded.',

  'helpfaq.group.payment': 'Payment',
  'helpfaq.q.currency': 'In which currency am I charged?',
  'helpfaq.a.currency':
    'Every booking is charged in US dollars (USD). If you choose another currency at the top of the page, we also show prices converted into it as an estimate; your bank may convert at a slightly different rate.',
  'helpfaq.q.extra-fees': 'Are there taxes or booking fees on top?',
  'helpfaq.a.extra-fees': 'No. The total you see at checkout is what you pay: no additional taxes and fees.',
  'helpfaq.q.payment-safe': 'How do I pay, and is it safe?',
  'helpfaq.a.payment-safe':
    'You pay by card on our payment provider\u2019s secure page after Confirm & Pay. We never see or store your card number.',

  'helpfaq.group.cancellation': 'Cancellation',
  'helpfaq.q.free-cancellation': 'Can I cancel for free?',
  'helpfaq.a.free-cancellation':
    'Yes, up to {hours} hours before the tour starts, in Sri Lanka time (Asia/Colombo). Cancel in time and everything you paid is refunded; later than that, no refund is due.\n\nThe start is the tour date at your pick-up time, or midnight at the start of that day when no pick-up time is set yet.',
  'helpfaq.q.how-to-cancel': 'How do I cancel a booking?',
  'helpfaq.a.how-to-cancel':
    'Open the booking in My Bookings and choose Cancel Tour. Before you confirm, we tell you whether a refund is due and how much. Bookings that are already completed, rejected or canceled cannot be canceled.',
  'helpfaq.q.refund-time': 'When do I get my refund?',
  'helpfaq.a.refund-time':
    'We send the refund, in USD, to the card you paid with as soon as you cancel. Your bank may take a few working days to show it.',

  'helpfaq.group.pickup': 'Pick-up',
  'helpfaq.q.where-pickup': 'Where will I be picked up?',
  'helpfaq.a.where-pickup':
    'From the pick-up location you chose when booking. At checkout you tell the supplier exactly where: your hotel (name and address), the airport (flight number and arrival time, for tours that pick up at an airport) or another place in a note.',
  'helpfaq.q.pickup-time': 'What time will I be picked up?',
  'helpfaq.a.pickup-time':
    'Your booking in My Bookings shows the pick-up place and time once the supplier has set it. If you have a question, send the supplier a message from the booking.',

  'helpfaq.group.vouchers': 'Vouchers',
  'helpfaq.q.find-voucher': 'Where is my voucher?',
  'helpfaq.a.find-voucher':
    'Once your booking is confirmed, open it in My Bookings and choose Your voucher. It carries a QR code that the supplier scans when they pick you up. We also e-mail it to you with the confirmation.',
  'helpfaq.q.print-voucher': 'Do I need to print the voucher?',
  'helpfaq.a.print-voucher':
    'No. Showing the QR code on your phone is enough; the supplier can also find you by your booking reference.',

  'helpfaq.group.reviews': 'Reviews',
  'helpfaq.q.write-review': 'When can I review a tour?',
  'helpfaq.a.write-review':
    'After the tour, once the supplier has marked it completed. Rate it from Reviews & Ratings in your account, or use the link we e-mail you: it works for {days} days without signing in and lets you add up to {photos} photos.',
  'helpfaq.q.one-review': 'Can I review the same booking twice?',
  'helpfaq.a.one-review':
    'No: each booking has one review, so ratings reflect real trips. Once you have sent it, you can read it in Reviews & Ratings.',
} as const satisfies Record<
  `helpfaq.group.${FaqGroupId}` | `helpfaq.q.${FaqItemId}` | `helpfaq.a.${FaqItemId}`,
  string
>
export type HelpFaqMessageId = keyof typeof helpFaqMessages

/** One message in a language, its placeholders filled from `FAQ_VALUES`. */
export type FaqSay = (id: HelpFaqMessageId, values: typeof FAQ_VALUES) => string

/** The English wording: the templates above with their placeholders filled in. */
const englishSay: FaqSay = (id, values) =>
  helpFaqMessages[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name as keyof typeof values]))

/** The whole FAQ in the language `say` speaks (the page's catalogue on a translated page). */
export function faqGroups(say: FaqSay): FaqGroup[] {
  return FAQ_OUTLINE.map((group) => ({
    id: group.id,
    title: say(`helpfaq.group.${group.id}`, FAQ_VALUES),
    items: group.items.map((id) => ({
      id,
      question: say(`helpfaq.q.${id}`, FAQ_VALUES),
      answer: say(`helpfaq.a.${id}`, FAQ_VALUES).split('\n\n'),
    })),
  }))
}

/** The English FAQ, as the English page shows it. */
export const FAQ_GROUPS: readonly FaqGroup[] = faqGroups(englishSay)

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

/** Languages written without spaces between words: a query word may match inside a word. */
const UNSPACED_LOCALES: readonly Locale[] = ['zh', 'ja']

/**
 * The groups and questions matching `query`: every word of it must appear (as the start of a
 * word, so "refund" finds "refunded" and "pick" finds "pick-up"; anywhere in Chinese and
 * Japanese, which have no spaces to start a word) in the question, its answer or its group's
 * title. Groups left empty are dropped; an empty query returns every group. `groups` are the
 * page's language's (`faqGroups`), so a German visitor searches the German answers.
 */
export function searchFaq(
  query: string,
  groups: readonly FaqGroup[] = FAQ_GROUPS,
  locale: Locale = 'en',
): FaqGroup[] {
  const words = normalise(faqQuery(query)).split(' ').filter(Boolean)
  if (words.length === 0) return [...groups]
  const anywhere = UNSPACED_LOCALES.includes(locale)
  const result: FaqGroup[] = []
  for (const group of groups) {
    const items = group.items.filter((item) => {
      const haystack = ` ${normalise([group.title, item.question, ...item.answer].join(' '))}`
      return words.every((word) => haystack.includes(anywhere ? word : ` ${word}`))
    })
    if (items.length > 0) result.push({ ...group, items })
  }
  return result
}

export const faqCount = (groups: readonly FaqGroup[]) =>
  groups.reduce((sum, group) => sum + group.items.length, 0)

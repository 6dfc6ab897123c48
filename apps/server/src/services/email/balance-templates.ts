/**
 * Mails of payment plans and reminders (decision 075): the balance's reminders, its receipt, the
 * cancel when it was not paid, and the traveller's reminder the day before the tour.
 */
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd } from '@serendib/domain/money'
import type { OutgoingEmail } from './enqueue-email.ts'
import { renderMail, type Recipient } from './templates.ts'

export interface BalanceMailData {
  bookingReference: string
  tourTitle: string
  /** yyyy-MM-dd */
  startDate: string
  balanceCents: number
  /** yyyy-MM-dd, the last day to pay. */
  dueDate: string
  /** The pay link (no login). */
  payUrl: string
  siteUrl: string
}

/** Sent 7 and 3 days before the due date and on the day itself (domain BALANCE_REMINDER_DAYS). */
export function balanceReminderMail(to: Recipient, d: BalanceMailData, daysLeft: number): OutgoingEmail {
  const when = daysLeft === 0 ? 'today' : `by ${formatDisplayDate(d.dueDate)}`
  return {
    to: to.email,
    subject: `Balance of ${formatUsd(d.balanceCents)} due ${when}: ${d.tourTitle}`,
    template: 'balance-reminder',
    ...renderMail({
      preview: `Pay the balance of booking ${d.bookingReference} ${when}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [
        `The balance of your booking ${d.bookingReference} is due ${when} (Sri Lanka time).`,
        'If it is not paid by then, the booking is canceled under its cancellation terms.',
      ],
      details: [
        ['Tour', d.tourTitle],
        ['Date', formatDisplayDate(d.startDate)],
        ['Balance due', formatUsd(d.balanceCents)],
        ['Pay by', formatDisplayDate(d.dueDate)],
      ],
      action: { label: 'Pay the balance', url: d.payUrl },
      siteUrl: d.siteUrl,
    }),
  }
}

export function balanceReceivedMail(
  to: Recipient,
  d: {
    bookingReference: string
    tourTitle: string
    startDate: string
    amountCents: number
    paidCents: number
  },
  bookingUrl: string,
  siteUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `Balance received for booking ${d.bookingReference}: ${d.tourTitle}`,
    template: 'balance-received',
    ...renderMail({
      preview: `Booking ${d.bookingReference} is paid in full.`,
      greeting: `Hello ${to.firstName},`,
      intro: [
        `Thank you: we received ${formatUsd(d.amountCents)} and booking ${d.bookingReference} is paid in full.`,
      ],
      details: [
        ['Tour', d.tourTitle],
        ['Date', formatDisplayDate(d.startDate)],
        ['Amount paid', formatUsd(d.paidCents)],
      ],
      action: { label: 'View your booking', url: bookingUrl },
      siteUrl,
    }),
  }
}

export function balanceUnpaidCanceledMail(
  to: Recipient,
  d: { bookingReference: string; tourTitle: string; startDate: string; dueDate: string; refundCents: number },
  siteUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `Booking ${d.bookingReference} canceled: the balance was not paid`,
    template: 'balance-unpaid-canceled',
    ...renderMail({
      preview: `The balance of booking ${d.bookingReference} was due by ${formatDisplayDate(d.dueDate)}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [
        `The balance of booking ${d.bookingReference} was due by ${formatDisplayDate(d.dueDate)} and was not paid, ` +
          'so the booking is canceled.',
        d.refundCents > 0
          ? `You will get a refund of ${formatUsd(d.refundCents)}.`
          : 'The tour starts in less than 24 hours: what was paid is not refunded.',
      ],
      details: [
        ['Tour', d.tourTitle],
        ['Date', formatDisplayDate(d.startDate)],
      ],
      siteUrl,
    }),
  }
}

export interface DayBeforeData {
  bookingReference: string
  tourTitle: string
  startDate: string
  /** "HH:MM" or null */
  startTime: string | null
  pickupTime: string | null
  pickup: string
  /** The guide assigned, when the supplier has assigned one (resources, issue 32 point 2). */
  guide: { name: string; phone: string | null } | null
  supplierPhone: string | null
  bookingUrl: string
  siteUrl: string
}

/** The traveller's reminder the day before the tour (issue 32 point 6). */
export function dayBeforeReminderMail(to: Recipient, d: DayBeforeData): OutgoingEmail {
  const at = d.pickupTime ?? d.startTime
  return {
    to: to.email,
    subject: `Tomorrow: ${d.tourTitle}${at ? ` at ${at}` : ''}`,
    template: 'day-before-reminder',
    ...renderMail({
      preview: `Your tour is tomorrow, ${formatDisplayDate(d.startDate)}.`,
      greeting: `Hello ${to.firstName},`,
      intro: [`A reminder: ${d.tourTitle} is tomorrow, ${formatDisplayDate(d.startDate)}.`],
      details: [
        ['Booking reference', d.bookingReference],
        ['Date', formatDisplayDate(d.startDate)],
        ...(d.startTime ? ([['Start time', d.startTime]] as [string, string][]) : []),
        ['Pick-up time', d.pickupTime ?? 'The supplier will tell you'],
        ['Pick-up', d.pickup],
        ...(d.guide
          ? ([['Your guide', d.guide.phone ? `${d.guide.name}, ${d.guide.phone}` : d.guide.name]] as [
              string,
              string,
            ][])
          : []),
        ...(!d.guide && d.supplierPhone ? ([['Supplier phone', d.supplierPhone]] as [string, string][]) : []),
      ],
      action: { label: 'View your booking', url: d.bookingUrl },
      siteUrl: d.siteUrl,
    }),
  }
}

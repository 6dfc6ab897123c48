/**
 * Mails of payment plans and reminders (decision 075): the balance's reminders, its receipt, the
 * cancel when it was not paid, and the traveller's reminder the day before the tour.
 */
import type { OutgoingEmail } from './enqueue-email.ts'
import { mailFrame, renderMail, type Recipient } from './templates.ts'

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
  const { m, frame } = mailFrame(to)
  const when =
    daysLeft === 0 ? m.t('mail.balance.today') : m.t('mail.balance.by', { date: m.date(d.dueDate) })
  const reference = d.bookingReference
  return {
    to: to.email,
    subject: m.t('mail.balance.subject', { amount: m.money(d.balanceCents), when, tour: d.tourTitle }),
    template: 'balance-reminder',
    ...renderMail({
      ...frame,
      preview: m.t('mail.balance.preview', { reference, when }),
      intro: [m.t('mail.balance.intro', { reference, when }), m.t('mail.balance.warning')],
      details: [
        [m.t('mail.label.tour'), d.tourTitle],
        [m.t('mail.label.date'), m.date(d.startDate)],
        [m.t('mail.balance.due'), m.money(d.balanceCents)],
        [m.t('mail.balance.payBy'), m.date(d.dueDate)],
      ],
      action: { label: m.t('mail.balance.action'), url: d.payUrl },
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
  const { m, frame } = mailFrame(to)
  const reference = d.bookingReference
  return {
    to: to.email,
    subject: m.t('mail.balance.receivedSubject', { reference, tour: d.tourTitle }),
    template: 'balance-received',
    ...renderMail({
      ...frame,
      preview: m.t('mail.balance.receivedPreview', { reference }),
      intro: [m.t('mail.balance.receivedIntro', { amount: m.money(d.amountCents), reference })],
      details: [
        [m.t('mail.label.tour'), d.tourTitle],
        [m.t('mail.label.date'), m.date(d.startDate)],
        [m.t('mail.label.amountPaid'), m.money(d.paidCents)],
      ],
      action: { label: m.t('mail.viewBooking'), url: bookingUrl },
      siteUrl,
    }),
  }
}

export function balanceUnpaidCanceledMail(
  to: Recipient,
  d: { bookingReference: string; tourTitle: string; startDate: string; dueDate: string; refundCents: number },
  siteUrl: string,
): OutgoingEmail {
  const { m, frame } = mailFrame(to)
  const reference = d.bookingReference
  const date = m.date(d.dueDate)
  return {
    to: to.email,
    subject: m.t('mail.balance.unpaidSubject', { reference }),
    template: 'balance-unpaid-canceled',
    ...renderMail({
      ...frame,
      preview: m.t('mail.balance.unpaidPreview', { reference, date }),
      intro: [
        m.t('mail.balance.unpaidIntro', { reference, date }),
        d.refundCents > 0
          ? m.t('mail.balance.unpaidRefund', { amount: m.money(d.refundCents) })
          : m.t('mail.balance.unpaidNoRefund'),
      ],
      details: [
        [m.t('mail.label.tour'), d.tourTitle],
        [m.t('mail.label.date'), m.date(d.startDate)],
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
  const { m, frame } = mailFrame(to)
  const at = d.pickupTime ?? d.startTime
  const date = m.date(d.startDate)
  return {
    to: to.email,
    subject: at
      ? m.t('mail.tomorrow.subjectAt', { tour: d.tourTitle, time: at })
      : m.t('mail.tomorrow.subject', { tour: d.tourTitle }),
    template: 'day-before-reminder',
    ...renderMail({
      ...frame,
      preview: m.t('mail.tomorrow.preview', { date }),
      intro: [m.t('mail.tomorrow.intro', { tour: d.tourTitle, date })],
      details: [
        [m.t('mail.label.reference'), d.bookingReference],
        [m.t('mail.label.date'), date],
        ...(d.startTime ? ([[m.t('mail.label.startTime'), d.startTime]] as [string, string][]) : []),
        [m.t('mail.label.pickupTime'), d.pickupTime ?? m.t('mail.tomorrow.supplierWillTell')],
        [m.t('mail.label.pickup'), d.pickup],
        ...(d.guide
          ? ([
              [
                m.t('mail.tomorrow.guide'),
                d.guide.phone ? `${d.guide.name}, ${d.guide.phone}` : d.guide.name,
              ],
            ] as [string, string][])
          : []),
        ...(!d.guide && d.supplierPhone
          ? ([[m.t('mail.tomorrow.supplierPhone'), d.supplierPhone]] as [string, string][])
          : []),
      ],
      action: { label: m.t('mail.viewBooking'), url: d.bookingUrl },
      siteUrl: d.siteUrl,
    }),
  }
}

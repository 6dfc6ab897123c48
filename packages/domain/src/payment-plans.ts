/**
 * Payment plans (issue 32 points 4 and 5, decision 075): what a booking costs today and what is
 * left to pay, by when. A tour offers one plan, set by its supplier; checkout copies the plan
 * onto each booking (`payment_plan`, `upfront_cents`, `balance_due_date`), so a booking keeps the
 * terms it was sold on and a quote (point 4) can carry a plan of its own without a tour.
 *
 * - `full`: everything today.
 * - `deposit`: a percentage (1–99) or a fixed amount in cents today, the balance due
 *   `balanceDaysBefore` days before the travel date.
 * - `pay_later` ("Reserve now, pay later"): nothing today, everything due `balanceDaysBefore`
 *   days before the travel date.
 *
 * Invariants: amounts are integer cents; upfront + balance = total; a balance is never due on or
 * before the day of booking (travel sooner than the plan allows → pay in full today).
 */
import { addDays, formatDisplayDate } from './dates.ts'
import { formatUsd, type Cents } from './money.ts'

export const PAYMENT_PLAN_KINDS = ['full', 'deposit', 'pay_later'] as const
export type PaymentPlanKind = (typeof PAYMENT_PLAN_KINDS)[number]

export interface PaymentPlan {
  kind: PaymentPlanKind
  /** deposit only: a percentage of the total, 1–99 (or null with depositCents). */
  depositPercent: number | null
  /** deposit only: a fixed amount in cents (or null with depositPercent). */
  depositCents: number | null
  /** deposit and pay_later: the balance falls due this many days before the travel date. */
  balanceDaysBefore: number | null
}

export const FULL_PAYMENT: PaymentPlan = {
  kind: 'full',
  depositPercent: null,
  depositCents: null,
  balanceDaysBefore: null,
}

export const BALANCE_DAYS_MIN = 1
export const BALANCE_DAYS_MAX = 120
/** Reminder mails go out this many days before the balance's due date (and on the day itself). */
export const BALANCE_REMINDER_DAYS = [7, 3, 0] as const

export const PaymentPlanMessages = {
  kind: 'Choose how travellers pay',
  depositPercent: 'The deposit is a whole percentage from 1 to 99',
  depositCents: 'The deposit is an amount above $0.00',
  depositEither: 'Give the deposit as a percentage or as an amount, not both',
  balanceDays: `The balance falls due between ${BALANCE_DAYS_MIN} and ${BALANCE_DAYS_MAX} days before travel`,
  payLaterNeedsAccount: 'Please log in to reserve now and pay later',
  balancePaid: 'The balance is paid.',
  nothingDue: 'Nothing is left to pay on this booking',
  balanceClosed: 'This booking can no longer be paid',
  canceledReason: 'The balance was not paid by its due date',
} as const

/** The first problem with a plan a supplier sends, or null. */
export function paymentPlanProblem(plan: PaymentPlan): string | null {
  if (!PAYMENT_PLAN_KINDS.includes(plan.kind)) return PaymentPlanMessages.kind
  if (plan.kind === 'full') return null
  const days = plan.balanceDaysBefore
  if (days === null || !Number.isInteger(days) || days < BALANCE_DAYS_MIN || days > BALANCE_DAYS_MAX)
    return PaymentPlanMessages.balanceDays
  if (plan.kind === 'pay_later') return null
  if (plan.depositPercent !== null && plan.depositCents !== null) return PaymentPlanMessages.depositEither
  if (plan.depositCents !== null) {
    return Number.isSafeInteger(plan.depositCents) && plan.depositCents > 0
      ? null
      : PaymentPlanMessages.depositCents
  }
  const percent = plan.depositPercent
  return percent !== null && Number.isInteger(percent) && percent >= 1 && percent <= 99
    ? null
    : PaymentPlanMessages.depositPercent
}

/** A plan as stored: fields the kind does not use are null. */
export function normalisePaymentPlan(plan: PaymentPlan): PaymentPlan {
  if (plan.kind === 'full') return FULL_PAYMENT
  if (plan.kind === 'pay_later')
    return {
      kind: 'pay_later',
      depositPercent: null,
      depositCents: null,
      balanceDaysBefore: plan.balanceDaysBefore,
    }
  return plan.depositCents !== null ? { ...plan, depositPercent: null } : { ...plan, depositCents: null }
}

export interface PlanAmounts {
  /** The plan as it applies to this booking: `full` when travel is too soon for the tour's plan. */
  kind: PaymentPlanKind
  /** Charged at checkout. */
  upfrontCents: Cents
  /** Left to pay after checkout; 0 for `full`. */
  balanceCents: Cents
  /** yyyy-MM-dd (Asia/Colombo): the last day to pay the balance; null when nothing is left. */
  balanceDueDate: string | null
}

/**
 * What a booking of `totalCents` travelling on `travelDate` pays today (`today`, both yyyy-MM-dd
 * in Asia/Colombo) under `plan`. The balance is due `balanceDaysBefore` days before travel; when
 * that day is today or already past, the booking is paid in full today. A percentage deposit is
 * rounded half up to the cent; a fixed deposit at or above the total means paying in full.
 */
export function planAmounts(
  plan: PaymentPlan,
  totalCents: Cents,
  travelDate: string,
  today: string,
): PlanAmounts {
  const full: PlanAmounts = { kind: 'full', upfrontCents: totalCents, balanceCents: 0, balanceDueDate: null }
  if (plan.kind === 'full' || plan.balanceDaysBefore === null || totalCents <= 0) return full
  const due = addDays(travelDate, -plan.balanceDaysBefore)
  if (due <= today) return full
  let upfront = 0
  if (plan.kind === 'deposit') {
    upfront =
      plan.depositCents !== null
        ? plan.depositCents
        : Math.floor((totalCents * (plan.depositPercent ?? 100) + 50) / 100)
    if (upfront >= totalCents) return full
  }
  return { kind: plan.kind, upfrontCents: upfront, balanceCents: totalCents - upfront, balanceDueDate: due }
}

/** Whether an unpaid balance due on `dueDate` is overdue on `today` (both yyyy-MM-dd, Colombo). */
export function balanceOverdue(dueDate: string, today: string): boolean {
  return dueDate < today
}

/**
 * The reminder a booking with a balance due on `dueDate`, booked on `bookedOn`, should get on
 * `today` (all yyyy-MM-dd, Colombo): the latest step of BALANCE_REMINDER_DAYS reached (a job that
 * missed a day sends only the latest), never a step whose day came on or before the booking day
 * (the confirmation said it already), or null. Each step is sent once per booking by its caller.
 */
export function balanceReminderStep(dueDate: string, bookedOn: string, today: string): number | null {
  if (balanceOverdue(dueDate, today)) return null
  for (const days of [...BALANCE_REMINDER_DAYS].sort((a, b) => a - b)) {
    const day = addDays(dueDate, -days)
    if (day <= today) return day > bookedOn ? days : null
  }
  return null
}

/** The tour page's and checkout's one line about a plan. */
export function paymentPlanSummary(plan: PaymentPlan): string | null {
  if (plan.kind === 'full' || plan.balanceDaysBefore === null) return null
  const days = `${plan.balanceDaysBefore} day${plan.balanceDaysBefore === 1 ? '' : 's'}`
  if (plan.kind === 'pay_later')
    return `Reserve now, pay later: nothing to pay today, the rest is due ${days} before travel`
  const deposit = plan.depositCents !== null ? formatUsd(plan.depositCents) : `${plan.depositPercent}%`
  return `Pay a deposit of ${deposit} today, the balance is due ${days} before travel`
}

/** Checkout's and My Bookings' sentence for one booking's amounts. */
export function planAmountsText(amounts: PlanAmounts): string | null {
  if (amounts.kind === 'full' || amounts.balanceDueDate === null) return null
  return `Pay today ${formatUsd(amounts.upfrontCents)}, balance ${formatUsd(amounts.balanceCents)} due by ${formatDisplayDate(amounts.balanceDueDate)}`
}

/**
 * An amendment on a booking with a payment plan (decision 075). While the balance is still open
 * (a deposit or pay-later plan, owing, its due date moved with the travel date and still ahead),
 * the change of price goes to that balance: nothing is charged now, and only a price that falls
 * below what was already paid is refunded now. Otherwise (pay in full, the balance paid, or the
 * moved due date today or past, which 075 treats as pay in full) the amendment settles
 * "new price − paid" now, as before. `balanceDueDate` is the booking's due date after the change;
 * `onBalance` says the change went to the open balance (the amend dialog words it so).
 */
export function amendmentSettlement(p: {
  plan: string
  newAmountCents: Cents
  bookedAmountCents: Cents
  paidCents: Cents
  balanceDueDate: string | null
  bookedStart: string
  newStart: string
  today: string
}): { dueNowCents: Cents; balanceDueDate: string | null; onBalance: boolean } {
  const difference = p.newAmountCents - p.paidCents
  if (p.plan === 'full' || p.balanceDueDate === null || p.bookedAmountCents <= p.paidCents)
    return { dueNowCents: difference, balanceDueDate: p.balanceDueDate, onBalance: false }
  const shift = Math.round((Date.parse(p.newStart) - Date.parse(p.bookedStart)) / 86_400_000)
  const moved = addDays(p.balanceDueDate, shift)
  if (moved <= p.today) return { dueNowCents: difference, balanceDueDate: moved, onBalance: false }
  return { dueNowCents: Math.min(0, difference), balanceDueDate: moved, onBalance: true }
}

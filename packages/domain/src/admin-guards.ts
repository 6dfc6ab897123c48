/**
 * The admin console's guard rails (issue 29) that are rules, not wording: when a booking may be
 * said to have taken place, what status 0 is called in the console, and which exchange rates
 * need a second look before they are saved. Messages live in messages.ts (AdminGuardMessages).
 */
import {
  BookingStatus,
  bookingStatusLabels,
  type BookingAction,
  type BookingStatusCode,
} from './booking-status.ts'
import type { CurrencyCode } from './currency.ts'
import { AdminGuardMessages } from './messages/admin-guards.ts'

/**
 * A booking's tour is over from the day after its last travel date (Asia/Colombo), as the
 * completion job reads it: before then nobody can say it took place.
 */
export const travelIsOver = (endDate: string, today: string) => today > endDate

/** Actions that say the tour took place ("Mark completed", "Resolve (completed)"). */
const TOOK_PLACE: readonly string[] = ['complete', 'resolve']
export const saysTourTookPlace = (action: string) => TOOK_PLACE.includes(action)

/** The actions an admin is offered: none that says the tour took place before it is over. */
export function adminActionsOn(
  actions: readonly BookingAction[],
  endDate: string,
  today: string,
): BookingAction[] {
  return travelIsOver(endDate, today) ? [...actions] : actions.filter((a) => !saysTourTookPlace(a))
}

/**
 * Status 0 in the console: a hold nobody paid for (an abandoned order, USD 0.00) and a paid
 * booking the supplier has to answer are two different jobs, so they carry two names. Travellers
 * keep the spec's "Pending".
 */
export function consoleStatusLabel(status: number, paid: boolean): string {
  if (status === BookingStatus.pending)
    return paid ? AdminGuardMessages.awaitingSupplier : AdminGuardMessages.awaitingPayment
  return bookingStatusLabels[status as BookingStatusCode] ?? String(status)
}

/** How far a rate may move from the one it replaces before the admin confirms it (20 %). */
export const RATE_JUMP_LIMIT = 0.2

/**
 * Where each currency has traded against the dollar, generously widened: a rate outside is a
 * typo (92 EUR per USD, every EUR price 100 times too high) until the admin confirms it.
 */
export const PLAUSIBLE_RATES: Record<Exclude<CurrencyCode, 'USD'>, readonly [number, number]> = {
  LKR: [100, 1000],
  EUR: [0.5, 2],
  GBP: [0.4, 1.5],
  INR: [40, 200],
  AUD: [0.8, 3],
  CNY: [4, 12],
}

/** Why a new rate needs a confirmation, or null when it may be saved as it is. */
export function rateWarning(
  code: Exclude<CurrencyCode, 'USD'>,
  previous: number | null,
  next: number,
): string | null {
  if (previous !== null && previous > 0 && Math.abs(next / previous - 1) > RATE_JUMP_LIMIT)
    return AdminGuardMessages.rateJump(code, previous, next)
  const [low, high] = PLAUSIBLE_RATES[code]
  if (next < low || next > high) return AdminGuardMessages.rateImplausible(code, next, low, high)
  return null
}

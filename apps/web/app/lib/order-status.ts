/** GET /api/booking/order/:reference (docs/booking-api.md), as /payment/complete reads it. */
export type OrderStatusName = 'awaiting_payment' | 'paid' | 'expired' | 'failed'

export interface OrderBooking {
  booking_reference: string
  title: string
  start_date: string
  amount_cents: number
  status: number
}

export interface OrderView {
  reference: string
  status: OrderStatusName
  total_cents: number
  bookings: OrderBooking[]
}

export type OrderLookup = { kind: 'found'; order: OrderView } | { kind: 'not-found' } | { kind: 'failed' }

const STATUSES: readonly string[] = ['awaiting_payment', 'paid', 'expired', 'failed']

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads the reply; 404 is an unknown reference, anything unreadable a failed lookup (try again). */
export function parseOrderReply(status: number, body: unknown): OrderLookup {
  if (status === 404) return { kind: 'not-found' }
  const data = isObject(body) ? body.data : null
  if (status !== 200 || !isObject(data)) return { kind: 'failed' }
  if (typeof data.reference !== 'string' || !STATUSES.includes(String(data.status))) return { kind: 'failed' }
  const bookings = (Array.isArray(data.bookings) ? data.bookings : []).filter(isObject).map((b) => ({
    booking_reference: String(b.booking_reference ?? ''),
    title: String(b.title ?? ''),
    start_date: String(b.start_date ?? ''),
    amount_cents: typeof b.amount_cents === 'number' ? b.amount_cents : 0,
    status: typeof b.status === 'number' ? b.status : 0,
  }))
  return {
    kind: 'found',
    order: {
      reference: data.reference,
      status: data.status as OrderStatusName,
      total_cents: typeof data.total_cents === 'number' ? data.total_cents : 0,
      bookings,
    },
  }
}

/** How often /payment/complete asks again while the payment is still being confirmed. */
export const ORDER_POLL = { attempts: 8, intervalMs: 1500 } as const

/** Still worth asking again: the provider's notification may arrive a moment after the browser. */
export const shouldPollAgain = (lookup: OrderLookup, attempt: number) =>
  attempt < ORDER_POLL.attempts &&
  (lookup.kind === 'failed' || (lookup.kind === 'found' && lookup.order.status === 'awaiting_payment'))

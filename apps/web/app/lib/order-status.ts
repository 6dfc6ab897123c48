import type { OrderView } from '@serendib/domain/api/booking'
import type { ApiSuccess } from '@serendib/domain/api/envelope'
import type { ApiReply } from '@serendib/domain/api-client'

/** GET /api/booking/order/:reference (docs/booking-api.md), as /payment/complete reads it. */
export type { OrderView }
export type OrderReply = ApiSuccess<OrderView>

export type OrderLookup = { kind: 'found'; order: OrderView } | { kind: 'not-found' } | { kind: 'failed' }

/** Reads the reply; 404 is an unknown reference, any other failure a failed lookup (try again). */
export function orderLookup(reply: ApiReply<OrderReply>): OrderLookup {
  if (reply.ok) return { kind: 'found', order: reply.body.data }
  return reply.status === 404 ? { kind: 'not-found' } : { kind: 'failed' }
}

/** How often /payment/complete asks again while the payment is still being confirmed. */
export const ORDER_POLL = { attempts: 8, intervalMs: 1500 } as const

/** Still worth asking again: the provider's notification may arrive a moment after the browser. */
export const shouldPollAgain = (lookup: OrderLookup, attempt: number) =>
  attempt < ORDER_POLL.attempts &&
  (lookup.kind === 'failed' || (lookup.kind === 'found' && lookup.order.status === 'awaiting_payment'))

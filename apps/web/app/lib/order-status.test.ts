import { describe, expect, it } from 'vitest'
import { ORDER_POLL, orderLookup, shouldPollAgain, type OrderReply } from './order-status'

const paid: OrderReply = {
  status: 'success',
  data: {
    reference: 'SO-7KQ2M9',
    status: 'paid',
    total: 90,
    total_cents: 9000,
    currency: 'USD',
    expires_at: '2026-11-30T10:30:00.000Z',
    paid_at: '2026-11-30T10:05:00.000Z',
    bookings: [
      {
        booking_id: 41,
        booking_reference: 'SB-1',
        activity_id: 12,
        title: 'Galle Fort walk',
        start_date: '2026-12-01',
        start_time: null,
        pickup_time: '07:30',
        amount_cents: 9000,
        amount: 90,
        status: 1,
      },
    ],
  },
}

describe('orderLookup', () => {
  it('reads an order', () => {
    expect(orderLookup({ ok: true, status: 200, body: paid })).toEqual({ kind: 'found', order: paid.data })
  })

  it('tells an unknown reference from a failed lookup', () => {
    const notFound = { status: 'error', message: 'Order not found' }
    expect(orderLookup({ ok: false, status: 404, body: notFound })).toEqual({ kind: 'not-found' })
    expect(orderLookup({ ok: false, status: 500, body: null })).toEqual({ kind: 'failed' })
    expect(orderLookup({ ok: false, status: 0, body: null })).toEqual({ kind: 'failed' })
  })
})

describe('shouldPollAgain', () => {
  it('asks again while the payment is awaited, a few times only', () => {
    const body: OrderReply = { ...paid, data: { ...paid.data, status: 'awaiting_payment' } }
    const waiting = orderLookup({ ok: true, status: 200, body })
    expect(shouldPollAgain(waiting, 1)).toBe(true)
    expect(shouldPollAgain(waiting, ORDER_POLL.attempts)).toBe(false)
    expect(shouldPollAgain(orderLookup({ ok: true, status: 200, body: paid }), 1)).toBe(false)
    expect(shouldPollAgain({ kind: 'not-found' }, 1)).toBe(false)
  })
})

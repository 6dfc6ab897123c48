import { describe, expect, it } from 'vitest'
import { ORDER_POLL, parseOrderReply, shouldPollAgain } from './order-status'

const paid = {
  status: 'success',
  data: {
    reference: 'SO-7KQ2M9',
    status: 'paid',
    total: 90,
    total_cents: 9000,
    bookings: [
      {
        booking_reference: 'SB-1',
        title: 'Galle Fort walk',
        start_date: '2026-12-01',
        amount_cents: 9000,
        status: 1,
      },
    ],
  },
}

describe('parseOrderReply', () => {
  it('reads an order', () => {
    expect(parseOrderReply(200, paid)).toEqual({
      kind: 'found',
      order: {
        reference: 'SO-7KQ2M9',
        status: 'paid',
        total_cents: 9000,
        bookings: paid.data.bookings,
      },
    })
  })

  it('tells an unknown reference from a failed lookup', () => {
    expect(parseOrderReply(404, { status: 'error', message: 'Order not found' })).toEqual({
      kind: 'not-found',
    })
    expect(parseOrderReply(500, null)).toEqual({ kind: 'failed' })
    expect(parseOrderReply(200, { data: { reference: 'x', status: 'weird' } })).toEqual({ kind: 'failed' })
  })
})

describe('shouldPollAgain', () => {
  it('asks again while the payment is awaited, a few times only', () => {
    const waiting = parseOrderReply(200, { data: { ...paid.data, status: 'awaiting_payment' } })
    expect(shouldPollAgain(waiting, 1)).toBe(true)
    expect(shouldPollAgain(waiting, ORDER_POLL.attempts)).toBe(false)
    expect(shouldPollAgain(parseOrderReply(200, paid), 1)).toBe(false)
    expect(shouldPollAgain({ kind: 'not-found' }, 1)).toBe(false)
  })
})

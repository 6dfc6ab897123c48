import { describe, expect, it } from 'vitest'
import {
  bookingIdParam,
  bookingListHref,
  bookingListParam,
  bookingsPageHref,
  bookingsPath,
  loadFrom,
  messageRecipients,
  pageParam,
  pickBooking,
  pickBookingPage,
  pickCancelPreview,
  pickMessages,
  type AuthedGet,
} from './account-bookings'
import { sampleBooking } from './account-bookings-fixtures'

const answering =
  (status: number, body: unknown): AuthedGet =>
  async <T>() =>
    status >= 200 && status < 300 ? { ok: true, status, body: body as T } : { ok: false, status, body }

describe('pickBookingPage (docs/account-area-api.md my-bookings)', () => {
  it('reads the paginated bookings', () => {
    const page = pickBookingPage({
      status: 'success',
      data: {
        bookings: {
          current_page: 2,
          data: [sampleBooking()],
          last_page: 3,
          per_page: 12,
          total: 25,
          from: 13,
          to: 24,
        },
      },
    })
    expect(page.data.map((b) => b.booking_reference)).toEqual(['SB100004'])
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 12, total: 25, from: 13, to: 24 })
  })

  it('never reports fewer than one page', () => {
    const empty = { current_page: 1, data: [], last_page: 0, per_page: 12, total: 0, from: null, to: null }
    expect(pickBookingPage({ status: 'success', data: { bookings: empty } }).last_page).toBe(1)
  })
})

describe('pickBooking, pickMessages, pickCancelPreview', () => {
  it('reads the booking of show', () => {
    expect(pickBooking({ status: 'success', data: sampleBooking() }).id).toBe(7)
  })

  it('reads the thread and keeps its order', () => {
    const user = { user_role: 'supplier', first_name: 'Dilani' } as const
    const thread = pickMessages({
      status: 'success',
      data: [
        { id: 3, message: 'c', hidden: 1, created_at: '2026-11-02T00:00:00Z', user },
        { id: 1, message: 'a', hidden: 0, created_at: '2026-11-01T00:00:00Z', user },
      ],
    })
    expect(thread.map((m) => m.id)).toEqual([3, 1])
  })

  it('reads the cancel preview', () => {
    const preview = {
      refund_amount: 410,
      refund_amount_cents: 41000,
      full_refund: true,
      message: 'Full refund',
    }
    expect(pickCancelPreview({ status: 'success', data: preview })).toEqual(preview)
  })
})

describe('address helpers', () => {
  it('takes whole page numbers from 1 up', () => {
    expect(pageParam('3')).toBe(3)
    expect([null, '', '0', '-1', '1.5', 'two'].map(pageParam)).toEqual([1, 1, 1, 1, 1, 1])
  })

  it('takes booking ids that can be ids', () => {
    expect(bookingIdParam('42')).toBe(42)
    expect([undefined, '', '0', '-3', '4e2', '12345678901', 'abc'].map(bookingIdParam)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('asks for one table at one page', () => {
    expect(bookingsPath('upcoming', 2)).toBe('/api/account/my-bookings?status=upcoming&page=2')
  })

  it('moves one table and keeps the other where it was', () => {
    expect(bookingsPageHref('?completed=3', 'upcoming', 2)).toBe('/account/bookings?completed=3&upcoming=2')
    expect(bookingsPageHref('?completed=3&upcoming=2', 'upcoming', 1)).toBe('/account/bookings?completed=3')
    expect(bookingsPageHref('', 'completed', 1)).toBe('/account/bookings')
    expect(bookingsPageHref('?tab=canceled', 'canceled', 2)).toBe('/account/bookings?tab=canceled&canceled=2')
  })

  it('reads the list of ?tab=, Upcoming Tours when absent or unknown', () => {
    expect(bookingListParam('canceled')).toBe('canceled')
    expect(bookingListParam('completed')).toBe('completed')
    expect(bookingListParam(null)).toBe('upcoming')
    expect(bookingListParam('past')).toBe('upcoming')
    expect(bookingListHref('upcoming')).toBe('/account/bookings')
    expect(bookingListHref('canceled')).toBe('/account/bookings?tab=canceled')
  })
})

describe('loadFrom', () => {
  it('passes the picked data on', async () => {
    expect(await loadFrom(answering(200, { data: sampleBooking() }), '/x', pickBooking)).toMatchObject({
      ok: true,
      data: { id: 7 },
    })
  })

  it("reads 404 and 403 as not found: another customer's booking is simply not there", async () => {
    expect(await loadFrom(answering(404, null), '/x', pickBooking)).toEqual({ ok: false, notFound: true })
    expect(await loadFrom(answering(403, null), '/x', pickBooking)).toEqual({ ok: false, notFound: true })
  })

  it('reads faults, unreachable servers and thrown errors as failures', async () => {
    expect(await loadFrom(answering(500, null), '/x', pickBooking)).toEqual({ ok: false, notFound: false })
    expect(await loadFrom(answering(0, null), '/x', pickBooking)).toEqual({ ok: false, notFound: false })
    const throwing: AuthedGet = async () => {
      throw new Error('offline')
    }
    expect(await loadFrom(throwing, '/x', pickBooking)).toEqual({ ok: false, notFound: false })
  })
})

describe('messageRecipients', () => {
  it('offers the supplier only when the booking is contactable', () => {
    expect(messageRecipients(1)).toEqual(['supplier', 'admin'])
    expect(messageRecipients(0)).toEqual(['admin'])
  })
})

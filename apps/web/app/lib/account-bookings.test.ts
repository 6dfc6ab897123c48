import { describe, expect, it } from 'vitest'
import {
  bookingIdParam,
  bookingsPageHref,
  bookingsPath,
  loadFrom,
  messageRecipients,
  pageParam,
  parseBooking,
  parseBookingPage,
  parseCancelPreview,
  parseMessages,
  type AuthedGet,
} from './account-bookings'
import { sampleBooking } from './account-bookings-fixtures'

const answering =
  (status: number, body: unknown): AuthedGet =>
  async <T>() => ({ ok: status >= 200 && status < 300, status, body: body as T })

describe('parseBookingPage (docs/account-area-api.md my-bookings)', () => {
  it('reads the paginated bookings and drops rows of another shape', () => {
    const page = parseBookingPage({
      status: 'success',
      data: {
        bookings: {
          current_page: 2,
          data: [sampleBooking(), { id: 'x' }],
          last_page: 3,
          per_page: 12,
          total: 25,
          from: 13,
          to: 24,
        },
      },
    })
    expect(page?.data.map((b) => b.booking_reference)).toEqual(['SB100004'])
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 12, total: 25, from: 13, to: 24 })
  })

  it('is null for anything that is not a page', () => {
    expect(parseBookingPage(null)).toBeNull()
    expect(parseBookingPage({ data: { bookings: { data: 'no' } } })).toBeNull()
  })

  it('never reports fewer than one page', () => {
    expect(parseBookingPage({ data: { bookings: { data: [], last_page: 0 } } })?.last_page).toBe(1)
  })
})

describe('parseBooking, parseMessages, parseCancelPreview', () => {
  it('reads the booking of show', () => {
    expect(parseBooking({ status: 'success', data: sampleBooking() })?.id).toBe(7)
    expect(parseBooking({ status: 'success', data: { id: 7 } })).toBeNull()
  })

  it('reads the thread and keeps its order', () => {
    const user = { user_role: 'supplier', first_name: 'Dilani' }
    const thread = parseMessages({
      data: [
        { id: 1, message: 'a', hidden: 0, created_at: '2026-11-01T00:00:00Z', user },
        { id: 2, message: 'b' },
        { id: 3, message: 'c', hidden: 1, created_at: '2026-11-02T00:00:00Z', user },
      ],
    })
    expect(thread?.map((m) => m.id)).toEqual([1, 3])
    expect(parseMessages({ data: null })).toBeNull()
  })

  it('reads the cancel preview', () => {
    expect(
      parseCancelPreview({
        data: { refund_amount: 410, refund_amount_cents: 41000, full_refund: true, message: 'Full refund' },
      }),
    ).toEqual({ refund_amount: 410, refund_amount_cents: 41000, full_refund: true, message: 'Full refund' })
    expect(parseCancelPreview({ data: {} })).toBeNull()
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
  })
})

describe('loadFrom', () => {
  it('passes the parsed data on', async () => {
    expect(await loadFrom(answering(200, { data: sampleBooking() }), '/x', parseBooking)).toMatchObject({
      ok: true,
      data: { id: 7 },
    })
  })

  it("reads 404 and 403 as not found: another customer's booking is simply not there", async () => {
    expect(await loadFrom(answering(404, null), '/x', parseBooking)).toEqual({ ok: false, notFound: true })
    expect(await loadFrom(answering(403, null), '/x', parseBooking)).toEqual({ ok: false, notFound: true })
  })

  it('reads faults, odd shapes and thrown errors as failures', async () => {
    expect(await loadFrom(answering(500, null), '/x', parseBooking)).toEqual({ ok: false, notFound: false })
    expect(await loadFrom(answering(200, { data: 1 }), '/x', parseBooking)).toEqual({
      ok: false,
      notFound: false,
    })
    const throwing: AuthedGet = async () => {
      throw new Error('offline')
    }
    expect(await loadFrom(throwing, '/x', parseBooking)).toEqual({ ok: false, notFound: false })
  })
})

describe('messageRecipients', () => {
  it('offers the supplier only when the booking is contactable', () => {
    expect(messageRecipients(1)).toEqual(['supplier', 'admin'])
    expect(messageRecipients(0)).toEqual(['admin'])
  })
})

import { Messages } from '@serendib/domain/messages'
import { describe, expect, it } from 'vitest'
import {
  amendmentChip,
  balanceParts,
  balanceText,
  bookingChip,
  bookingTitle,
  formatInstant,
  leadFirst,
  messageAuthor,
  messageSide,
  messageText,
  pickupKindText,
  pickupTimeText,
  tourDates,
} from './account-bookings-format'

describe('bookingChip (spec §4 chip colours)', () => {
  it('labels and colours every status', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => bookingChip(s).label)).toEqual([
      'Pending',
      'Confirmed',
      'Rejected',
      'Canceled',
      'Completed',
      'Dispute',
    ])
    expect(bookingChip(0).className).toContain('slate-100')
    expect(bookingChip(1).className).toContain('emerald')
    expect(bookingChip(2).className).toContain('purple')
    expect(bookingChip(3).className).toContain('bg-slate-800')
    expect(bookingChip(4).className).toContain('teal')
    expect(bookingChip(5).className).toContain('red')
  })

  it("shows an unknown code grey with the server's label", () => {
    expect(bookingChip(9, 'On hold')).toEqual({ label: 'On hold', className: bookingChip(0).className })
  })

  it('labels and colours amendments like bookings: pending grey, accepted green, rejected purple', () => {
    expect(amendmentChip({ status: 1, status_label: 'Confirmed' })).toEqual({
      label: 'Confirmed',
      className: bookingChip(1).className,
    })
    expect(amendmentChip({ status: 2, status_label: '' }).label).toBe('Rejected')
    expect(amendmentChip({ status: 0, status_label: 'Pending' }).className).toBe(bookingChip(0).className)
  })

  it('reads a request closed by its booking ending as Withdrawn in grey, never Canceled (decision 064)', () => {
    expect(amendmentChip({ status: 3, status_label: '' })).toEqual({
      label: 'Withdrawn',
      className: bookingChip(0).className,
    })
  })
})

describe('table texts', () => {
  it('cuts long titles to 55 characters with an ellipsis (spec §9)', () => {
    const title = 'Classic Sri Lanka in 7 Days: Sigiriya, Kandy, Ella & the South Coast'
    expect(bookingTitle(title)).toHaveLength(55)
    expect(bookingTitle(title).endsWith('…')).toBe(true)
    expect(bookingTitle('Kandy by train')).toBe('Kandy by train')
  })

  it('shows dates as dd/MM/yyyy, with the end of a tour of several days', () => {
    expect(tourDates({ start_date: '2026-12-01', end_date: '2026-12-07' })).toBe('01/12/2026 – 07/12/2026')
    expect(tourDates({ start_date: '2026-12-01', end_date: '2026-12-01' })).toBe('01/12/2026')
    expect(tourDates({ start_date: '2026-12-01', end_date: null })).toBe('01/12/2026')
  })
})

describe('balanceText', () => {
  it('says what is left to pay, or what comes back', () => {
    expect(balanceText(4000)).toBe('USD 40.00 to pay')
    expect(balanceText(-12550)).toBe('USD 125.50 refund')
    expect(balanceText(0)).toBe('No change')
    expect(balanceParts(-12550)).toEqual({ amount: 'USD 125.50', note: 'refund' })
    expect(balanceParts(0)).toEqual({ amount: null, note: 'No change' })
  })
})

describe('pick-up texts', () => {
  it("says 'To be confirmed' until the supplier sets a time", () => {
    expect(pickupTimeText('07:30:00')).toBe('07:30')
    expect(pickupTimeText(null)).toBe('To be confirmed')
  })

  it('names the arrangement chosen at checkout', () => {
    expect(pickupKindText('airport')).toBe('Airport pick-up')
    expect(pickupKindText('ship')).toBeNull()
    expect(pickupKindText(null)).toBeNull()
  })
})

describe('leadFirst', () => {
  it('puts the lead traveller first and keeps the others in order', () => {
    const t = (firstname: string, lead: 0 | 1) => ({
      firstname,
      lastname: 'X',
      email: null,
      phone: null,
      lead_traveller: lead,
    })
    expect(leadFirst([t('B', 0), t('A', 1), t('C', 0)]).map((x) => x.firstname)).toEqual(['A', 'B', 'C'])
  })
})

describe('messages', () => {
  it('writes instants in Sri Lanka time (UTC+5:30) whatever TZ is', () => {
    expect(formatInstant('2026-11-20T20:00:00.000Z')).toBe('21/11/2026 01:30')
    expect(formatInstant('2026-11-20T20:00:00.000Z', false)).toBe('21/11/2026')
    expect(formatInstant('not a date')).toBe('')
  })

  it("puts the customer's messages left and the supplier's and admin's right", () => {
    const as = (user_role: 'customer' | 'supplier' | 'admin') => ({ user: { user_role, first_name: 'A' } })
    expect(messageSide(as('customer'))).toBe('left')
    expect(messageSide(as('supplier'))).toBe('right')
    expect(messageSide(as('admin'))).toBe('right')
    expect(messageAuthor(as('customer'), 'Lanka Trails')).toBe('You')
    expect(messageAuthor(as('supplier'), 'Lanka Trails')).toBe('Lanka Trails')
    expect(messageAuthor(as('admin'), 'Lanka Trails')).toBe('Serendib admin')
  })

  it("shows a hidden message as '*Removed by admin'", () => {
    expect(messageText({ hidden: 1, message: 'Pay the driver in cash' })).toBe(Messages.messageRemoved)
    expect(messageText({ hidden: 0, message: 'Hello' })).toBe('Hello')
  })
})

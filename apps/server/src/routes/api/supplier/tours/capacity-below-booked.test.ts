import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { bearer } from '../../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink } from '../../../../testing/bookings.ts'
import {
  approvedTour,
  completeTourBody,
  supplierToursSuite,
  type SupplierToursSuite,
} from '../../../../testing/supplier-tours.ts'

const day = addDays(todayInColombo(), 12)

/**
 * Issue 13 "bad input": a daily capacity below what travellers already hold on a future day is
 * refused on its field with the domain's message, and nothing changes (the start-time case is
 * in activity/start-times.test.ts).
 */
describe.each(testDatabases())('a daily capacity below what is booked on %s', (kind) => {
  let s: SupplierToursSuite
  let tour: SupplierTour
  beforeAll(async () => {
    s = await supplierToursSuite(kind)
    tour = await approvedTour(s, s.a, { ...completeTourBody(s), title: 'Zqcapacity Galle fort walk' })
    const patch = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { daily_capacity: 5 },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    const customer = await createTestCustomer(s.t.app, s.t.database)
    const booked = await s.t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: bearer(customer.token),
      payload: {
        booking: [
          checkoutItem({
            tour: { id: tour.id, pickupLocationId: s.pickupIds[0]! } as never,
            day,
            adults: 3,
            children: 0,
          }),
        ],
        url: 'http://shop.test',
      },
    })
    expect(booked.statusCode, booked.body).toBe(200)
    expect((await paySandboxLink(s.t.app, booked.json().data.payment_link)).statusCode).toBe(303)
  })
  afterAll(() => s.t.close())

  const save = (daily_capacity: number) =>
    s.t.app.inject({
      method: 'PATCH',
      url: `/api/supplier/tours/${tour.id}`,
      headers: s.a.headers,
      payload: { daily_capacity, overview: 'Changed with the capacity' },
    })

  it('refuses 2 when 3 are booked, on the field, saving nothing of that request', async () => {
    const refused = await save(2)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      status: 'error',
      errors: { daily_capacity: M.capacityBelowBooked(3) },
    })
    const after = (
      await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: s.a.headers })
    ).json().data as SupplierTour
    expect(after.daily_capacity).toBe(5)
    expect(after.overview).not.toBe('Changed with the capacity')
  })

  it('takes exactly what is booked', async () => {
    const saved = await save(3)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((saved.json().data as SupplierTour).daily_capacity).toBe(3)
  })
})

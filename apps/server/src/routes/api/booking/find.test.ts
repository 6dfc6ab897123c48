import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { bookings } from '@serendib/db/schema/bookings'
import { queryRows } from '@serendib/db/client'
import { BookingStatus } from '@serendib/domain/booking-status'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { BookingLookupMessages } from '@serendib/domain/messages/booking-lookup'
import { buildTestApp, type TestApp } from '../../../test-app.ts'

interface Paid extends Record<string, unknown> {
  id: number
  booking_reference: string
  contact_email: string
  account_email: string
  status: number
}

describe.each(testDatabases())(
  'POST /api/booking/find: a guest finds a booking on %s (decision 057)',
  (kind) => {
    let t: TestApp
    let confirmed: Paid
    let pending: Paid
    /** A booking no other case looks up, so the per-reference count starts at 0. */
    let untouched: Paid
    let address = 0
    beforeAll(async () => {
      t = await buildTestApp(kind)
      const paid = await queryRows<Paid>(
        t.database.db,
        sql`select b.id, b.booking_reference, b.contact_email, u.email as account_email, b.status
            from bookings b join users u on u.id = b.user_id
           where b.payment_amount_cents > 0 and b.deleted_at is null
           order by b.id`,
      )
      confirmed = paid.find((b) => b.status === BookingStatus.confirmed)!
      pending = paid.find((b) => b.status === BookingStatus.pending)!
      untouched = paid.find((b) => b !== confirmed && b !== pending)!
      expect(confirmed && pending && untouched).toBeTruthy()
    })
    afterAll(async () => t?.close())

    // Each case from its own address unless it tests the per-address limit.
    const find = (body: unknown, ip = `10.9.${Math.floor(++address / 250)}.${address % 250}`) =>
      t.app.inject({ method: 'POST', url: '/api/booking/find', remoteAddress: ip, payload: body as object })

    it('shows the booking, its voucher and where it lives in the account for the reference and contact e-mail', async () => {
      const found = await find({
        reference: ` ${confirmed.booking_reference.toLowerCase()} `,
        email: confirmed.contact_email.toUpperCase(),
      })
      expect(found.statusCode).toBe(200)
      expect(found.headers['cache-control']).toBe('no-store')
      const data = found.json().data
      expect(data).toMatchObject({
        booking_reference: confirmed.booking_reference,
        status: BookingStatus.confirmed,
        tour: { id: expect.any(Number), title: expect.any(String) },
        account_path: `/account/booking/detail/${confirmed.id}`,
        voucher: { booking_reference: confirmed.booking_reference, qr_svg: expect.stringContaining('<svg') },
      })
      // The account's own address finds it too.
      expect(
        (await find({ reference: confirmed.booking_reference, email: confirmed.account_email })).statusCode,
      ).toBe(200)
    })

    it('a booking still waiting for its supplier has no voucher yet', async () => {
      const found = await find({ reference: pending.booking_reference, email: pending.contact_email })
      expect(found.statusCode).toBe(200)
      expect(found.json().data).toMatchObject({ status: BookingStatus.pending, voucher: null })
    })

    it('a guest booking (no account) is found, with no account page to point to', async () => {
      await t.database.db.update(bookings).set({ userId: null }).where(eq(bookings.id, pending.id))
      const found = await find({ reference: pending.booking_reference, email: pending.contact_email })
      expect(found.statusCode).toBe(200)
      expect(found.json().data.account_path).toBeNull()
    })

    it('answers the same 404 for a wrong e-mail, an unknown reference and both, revealing nothing', async () => {
      const answers = await Promise.all([
        find({ reference: confirmed.booking_reference, email: 'someone.else@example.com' }),
        find({ reference: 'SB22222222', email: confirmed.contact_email }),
        find({ reference: 'SB22222222', email: 'someone.else@example.com' }),
      ])
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404)
        expect(answer.json()).toEqual({ status: 'error', message: BookingLookupMessages.notFound })
      }
    })

    it('asks for both fields (422, nothing counted), and refuses junk with a 400, never a 500', async () => {
      const empty = await find({ reference: ' ', email: '' })
      expect(empty.statusCode).toBe(422)
      expect(empty.json()).toMatchObject({
        message: BookingLookupMessages.referenceRequired,
        errors: {
          reference: BookingLookupMessages.referenceRequired,
          email: BookingLookupMessages.emailRequired,
        },
      })
      for (const junk of [
        { reference: 'x'.repeat(65), email: 'a@b.c' },
        { reference: 1, email: [] },
        [],
        null,
      ])
        expect((await find(junk)).statusCode).toBe(400)
      expect((await find({ reference: 'SB\u0000', email: 'a@b.c' })).statusCode).toBe(400)
    })

    it('stops guessing the e-mail of a known reference after 5 misses an hour, from any address', async () => {
      const target = untouched.booking_reference
      for (let i = 0; i < 5; i++)
        expect((await find({ reference: target, email: `guess${i}@example.com` })).statusCode).toBe(404)
      const sixth = await find({ reference: target, email: 'guess5@example.com' })
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json().message).toBe(AccountMessages.tooManyAttempts)
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
      // The guest waits out the hour too; the e-mail's links still work meanwhile.
      expect((await find({ reference: target, email: untouched.contact_email })).statusCode).toBe(429)
    })

    it('stops one address after 20 misses an hour; lookups that find their booking do not count', async () => {
      const ip = '10.77.0.1'
      for (let i = 0; i < 10; i++)
        expect(
          (await find({ reference: pending.booking_reference, email: pending.contact_email }, ip)).statusCode,
        ).toBe(200)
      for (let i = 0; i < 20; i++)
        expect(
          (await find({ reference: `SB3333${String(i).padStart(4, '3')}`, email: 'x@example.com' }, ip))
            .statusCode,
        ).toBe(404)
      expect(
        (await find({ reference: pending.booking_reference, email: pending.contact_email }, ip)).statusCode,
      ).toBe(429)
    })
  },
)

/**
 * octo/webhooks (issue 33, decision 061): a reseller registers URLs with its own key; a real
 * HTTP receiver on loopback sees its bookings' lives in order, each body signed with the
 * webhook's secret and the booking in OCTO's shape, the first attempt refused once and retried;
 * a hanging endpoint never holds up a booking request. On PGlite and PostgreSQL.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zAvailability, zBooking } from '@octocloud/types'
import { queryRows } from '@serendib/db/client'
import { testDatabases } from '@serendib/db/testing'
import { octoBookingWebhookBodySchema } from '@serendib/domain/api/octo-webhooks'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { completeFinishedBookings } from '../../jobs/booking-completion.ts'
import { expireUnpaidOrders } from '../../jobs/order-expiry.ts'
import { createTestOrder } from '../../testing/orders.ts'
import {
  deliverDueWebhooks,
  pruneDeliveredWebhooks,
  type WebhookDeliveryOptions,
} from '../../jobs/octo-webhook-worker.ts'
import { checkIn } from '../../services/vouchers/check-in.ts'
import { setClosed } from '../../services/supplier-tours/calendar.ts'
import { createReseller, DEMO_OCTO_API_KEY, issueApiKey } from '../../services/octo/resellers.ts'
import { checkWebhookUrl, isPrivateAddress } from '../../services/octo/webhooks.ts'
import { prepareTestTour, type TestTour } from '../../testing/booking-fixtures.ts'
import { TEST_APP_SECRET } from '../../testing/accounts.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'

type Json = Record<string, unknown>
const demo = { authorization: `Bearer ${DEMO_OCTO_API_KEY}` }
const day = addDays(todayInColombo(), 10)

interface Received {
  path: string
  headers: http.IncomingHttpHeaders
  body: string
  answered: number
}

/** A webhook receiver: /flaky answers 500 to its first request, /hang never answers, else 200. */
async function startReceiver() {
  const received: Received[] = []
  let flakyFailed = false
  const hanging: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      let answered = 200
      if (path.startsWith('/flaky') && !flakyFailed) {
        flakyFailed = true
        answered = 500
      }
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered })
      if (path.startsWith('/hang')) return void hanging.push(res)
      res.statusCode = answered
      res.end(answered === 200 ? 'ok' : 'down')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** What a receiver does with the signature header (docs/octo.md): HMAC-SHA256 of the raw body. */
function signatureValid(secret: string, body: string, header: string | string[] | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`)
  const given = Buffer.from(String(header ?? ''))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

describe.each(testDatabases())('OCTO webhooks on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let otherKey: { authorization: string }
  const options: WebhookDeliveryOptions = {
    keys: { secret: TEST_APP_SECRET, publicUrl: 'http://localhost:3000' },
    allowPrivate: true,
    retryDelaysMs: [150, 150],
    timeoutMs: 1_000,
  }

  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 0)
    receiver = await startReceiver()
    const { key } = await t.database.db.transaction(async (tx) => {
      const reseller = await createReseller(
        tx,
        {
          name: 'Hook Desk',
          contactEmail: 'hooks@example.com',
          commissionPercent: 10,
          allowedActivityIds: null,
        },
        null,
      )
      return issueApiKey(tx, reseller.id, null)
    })
    otherKey = { authorization: `Bearer ${key}` }
    // The demo template is made again whenever the domain changes: slow on a busy machine.
  }, 300_000)
  afterAll(async () => {
    await receiver?.close()
    await t?.close()
  })

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Json = demo,
  ) => t.app.inject({ method, url: `/octo${url}`, payload, headers: headers as Record<string, string> })
  const reserve = (uuid: string, headers: Json = demo) =>
    call(
      'POST',
      '/bookings',
      {
        uuid,
        productId: String(tour.id),
        optionId: 'DEFAULT',
        availabilityId: `${day}T00:00:00+05:30`,
        unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      },
      headers,
    )
  const contact = {
    firstName: 'Nimal',
    lastName: 'Perera',
    emailAddress: 'nimal@example.com',
    phoneNumber: '+94771234567',
  }
  /** Runs delivery rounds (what the job does every 2 s) until `done` or 15 s pass. */
  async function deliverUntil(done: () => boolean) {
    const until = Date.now() + 15_000
    while (!done() && Date.now() < until) {
      await deliverDueWebhooks(t.database, options)
      if (!done()) await new Promise((r) => setTimeout(r, 100))
    }
  }
  const bodiesAt = (path: string) => receiver.received.filter((r) => r.path === path)

  it('registers, lists and deletes webhooks for the key that made them only, and refuses bad input', async () => {
    const made = await call(
      'POST',
      '/webhooks',
      { url: receiver.url('/mine'), event: 'booking_update', headers: { 'X-Partner': 'abc' } },
      { ...demo, 'octo-capabilities': 'octo/pricing, octo/webhooks' },
    )
    expect(made.statusCode).toBe(200)
    const hook = made.json()
    expect(hook).toMatchObject({
      event: 'booking_update',
      url: receiver.url('/mine'),
      retryOnError: true,
      useContactLanguage: false,
      headers: { 'X-Partner': 'abc' },
      capabilities: ['octo/pricing'],
    })
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/)
    expect(made.headers['octo-capabilities']).toBe('octo/pricing, octo/webhooks')

    const mine = (await call('GET', '/webhooks')).json() as Json[]
    expect(mine.map((w) => w.id)).toEqual([hook.id])
    expect(mine[0]).not.toHaveProperty('secret')
    // Another reseller sees none of them, and cannot delete them.
    expect((await call('GET', '/webhooks', undefined, otherKey)).json()).toEqual([])
    const theirs = await call('DELETE', `/webhooks/${hook.id}`, undefined, otherKey)
    expect(theirs.statusCode).toBe(400)
    expect(theirs.json()).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: `The webhook ${hook.id} was not found`,
    })
    expect((await call('GET', '/webhooks')).json()).toHaveLength(1)
    // No key: 401 in OCTO's shape.
    expect((await call('GET', '/webhooks', undefined, {})).statusCode).toBe(401)
    expect(
      (await call('POST', '/webhooks', { url: 'https://example.com', event: 'booking_update' }, {}))
        .statusCode,
    ).toBe(401)

    for (const url of [
      'ftp://example.com/hook',
      'javascript:alert(1)',
      'not a url',
      'https://',
      '/relative',
      'file:///etc/passwd',
    ]) {
      const bad = await call('POST', '/webhooks', { url, event: 'booking_update' })
      expect(bad.statusCode, url).toBe(400)
      expect(bad.json(), url).toEqual({
        error: 'BAD_REQUEST',
        errorMessage: 'url must be an absolute http:// or https:// URL',
      })
    }
    const event = await call('POST', '/webhooks', { url: 'https://example.com/h', event: 'booking_created' })
    expect(event.json()).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: 'event must be one of booking_update, availability_update (got "booking_created")',
    })
    const header = await call('POST', '/webhooks', {
      url: 'https://example.com/h',
      event: 'booking_update',
      headers: { 'Serendib-Signature': 'forged' },
    })
    expect(header.statusCode).toBe(400)
    const split = await call('POST', '/webhooks', {
      url: 'https://example.com/h',
      event: 'booking_update',
      headers: { 'X-A': 'a\r\nX-B: b' },
    })
    expect(split.statusCode).toBe(400)
    expect(split.json().error).toBe('BAD_REQUEST')
    expect((await call('GET', '/webhooks')).json()).toHaveLength(1)

    const gone = await call('DELETE', `/webhooks/${hook.id}`)
    expect(gone.statusCode).toBe(200)
    expect(gone.json().id).toBe(hook.id)
    expect((await call('GET', '/webhooks')).json()).toEqual([])
    expect((await call('DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(400)
    expect((await call('DELETE', '/webhooks/not-a-uuid')).json().error).toBe('BAD_REQUEST')
  })

  it('refuses private and loopback hosts in production', () => {
    for (const url of [
      'http://localhost/h',
      'http://127.0.0.1:8080/h',
      'http://10.0.0.5/h',
      'http://192.168.1.1/h',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/h',
      'http://[::ffff:127.0.0.1]/h',
    ])
      expect(() => checkWebhookUrl(url, false), url).toThrow(/public host/)
    expect(checkWebhookUrl('https://hooks.example.com/octo?x=1', false)).toBe(
      'https://hooks.example.com/octo?x=1',
    )
    expect(checkWebhookUrl('http://127.0.0.1:8080/h', true)).toBe('http://127.0.0.1:8080/h')
    expect(isPrivateAddress('8.8.8.8')).toBe(false)
    expect(isPrivateAddress('172.20.1.1')).toBe(true)
  })

  it('delivers a booking’s life in order, signed, retrying the first delivery after a 500', async () => {
    const made = await call(
      'POST',
      '/webhooks',
      { url: receiver.url('/flaky'), event: 'booking_update', headers: { 'X-Partner': 'abc' } },
      { ...demo, 'octo-capabilities': 'octo/pricing' },
    )
    const { id: hookId, secret } = made.json() as { id: string; secret: string }
    const seats = await call('POST', '/webhooks', {
      url: receiver.url('/seats'),
      event: 'availability_update',
    })
    const seatsSecret = seats.json().secret as string

    const uuid = randomUUID()
    expect((await reserve(uuid)).json().status).toBe('ON_HOLD')
    expect((await call('POST', `/bookings/${uuid}/confirm`, { contact })).json().status).toBe('CONFIRMED')
    // A repeated confirm changes nothing the reseller can see: no delivery.
    expect((await call('POST', `/bookings/${uuid}/confirm`, { contact })).statusCode).toBe(200)
    expect((await call('PATCH', `/bookings/${uuid}`, { notes: 'Window seat please' })).statusCode).toBe(200)
    expect((await call('POST', `/bookings/${uuid}/cancel`, { reason: 'Plans changed' })).json().status).toBe(
      'CANCELLED',
    )
    // Nothing is sent inside the requests: the outbox holds four deliveries for this webhook.
    expect(bodiesAt('/flaky')).toHaveLength(0)

    await deliverUntil(() => bodiesAt('/flaky').filter((r) => r.answered === 200).length >= 4)
    const calls = bodiesAt('/flaky')
    expect(calls.map((c) => c.answered)).toEqual([500, 200, 200, 200, 200])
    // The refused first delivery came again (same delivery id) before anything after it.
    expect(calls[1]!.headers['serendib-delivery']).toBe(calls[0]!.headers['serendib-delivery'])
    const bodies = calls.slice(1).map((c) => {
      expect(c.headers['content-type']).toBe('application/json')
      expect(c.headers['serendib-event']).toBe('booking_update')
      expect(c.headers['x-partner']).toBe('abc') // the reseller's own headers ride along
      expect(signatureValid(secret, c.body, c.headers['serendib-signature'])).toBe(true)
      expect(signatureValid('whsec_wrong', c.body, c.headers['serendib-signature'])).toBe(false)
      const body = JSON.parse(c.body) as { webhook: Json; change: string; booking: Json }
      expect(octoBookingWebhookBodySchema.safeParse(body).error ?? null).toBeNull()
      expect(zBooking.safeParse(body.booking).error ?? null).toBeNull()
      expect(body.webhook).toMatchObject({
        id: hookId,
        event: 'booking_update',
        capabilities: ['octo/pricing'],
      })
      expect(body.booking.uuid).toBe(uuid)
      return body
    })
    expect(bodies.map((b) => [b.change, b.booking.status])).toEqual([
      ['RESERVED', 'ON_HOLD'],
      ['CONFIRMED', 'CONFIRMED'],
      ['UPDATED', 'CONFIRMED'],
      ['CANCELLED', 'CANCELLED'],
    ])
    // Each as it was at its change: the note only from the update on, the reason on the cancel.
    expect(bodies.map((b) => b.booking.notes)).toEqual([
      null,
      null,
      'Window seat please',
      'Window seat please',
    ])
    expect((bodies[3]!.booking.cancellation as Json).reason).toBe('Plans changed')
    expect(bodies[1]!.booking.contact).toMatchObject({ emailAddress: 'nimal@example.com' })
    // The webhook was made asking for octo/pricing: its bodies carry the price.
    expect(bodies[0]!.booking.pricing).toMatchObject({ retail: 6750, currency: 'USD' })
    // The confirmed booking carries its voucher, as the API answers it.
    expect((bodies[1]!.booking.voucher as { deliveryOptions: unknown[] }).deliveryOptions).toHaveLength(2)

    const rows = await queryRows<{ change: string; attempts: number; status: number; last_status: number }>(
      t.database.db,
      sql`select change, attempts, status, last_status from octo_webhook_deliveries where webhook_id = ${hookId} order by id`,
    )
    expect(rows).toEqual([
      { change: 'RESERVED', attempts: 2, status: 1, last_status: 200 },
      { change: 'CONFIRMED', attempts: 1, status: 1, last_status: 200 },
      { change: 'UPDATED', attempts: 1, status: 1, last_status: 200 },
      { change: 'CANCELLED', attempts: 1, status: 1, last_status: 200 },
    ])

    // availability_update: the day, as it is when sent, signed with that webhook's own secret.
    await deliverUntil(() => bodiesAt('/seats').length > 0)
    const seat = bodiesAt('/seats')[0]!
    expect(signatureValid(seatsSecret, seat.body, seat.headers['serendib-signature'])).toBe(true)
    const availability = JSON.parse(seat.body) as {
      change: string
      productId: string
      localDate: string
      availabilities: Json[]
    }
    expect(availability).toMatchObject({ change: 'AVAILABILITY', productId: String(tour.id), localDate: day })
    expect(availability.availabilities.length).toBeGreaterThan(0)
    for (const a of availability.availabilities) expect(zAvailability.safeParse(a).error ?? null).toBeNull()

    // Delivered rows go after 30 days; these are fresh.
    expect(await pruneDeliveredWebhooks(t.database)).toBe(0)
    await t.database.execute(
      sql`update octo_webhook_deliveries set delivered_at = now() - interval '31 days' where webhook_id = ${hookId}`,
    )
    expect(await pruneDeliveredWebhooks(t.database)).toBe(4)
    for (const id of [hookId, seats.json().id])
      expect((await call('DELETE', `/webhooks/${id}`)).statusCode).toBe(200)
    // Deleting a webhook takes what it still owed with it.
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from octo_webhook_deliveries where webhook_id in (${hookId}, ${seats.json().id})`,
    )
    expect(left?.n).toBe(0)
  })

  it('tells availability_update webhooks when the supplier closes a day', async () => {
    const made = await call('POST', '/webhooks', {
      url: receiver.url('/closing'),
      event: 'availability_update',
    })
    const closingDay = addDays(day, 3)
    const [owner] = await queryRows<{ supplier_user_id: number }>(
      t.database.db,
      sql`select supplier_user_id from activities where id = ${tour.id}`,
    )
    const supplier = { role: 'supplier' as const, userId: owner!.supplier_user_id, label: 'supplier' }
    await t.database.db.transaction((tx) =>
      setClosed(
        tx,
        owner!.supplier_user_id,
        tour.id,
        { day: closingDay, start_time_id: null, reason: 'Boat repair' },
        true,
        supplier,
      ),
    )
    await deliverUntil(() => bodiesAt('/closing').length > 0)
    const closing = JSON.parse(bodiesAt('/closing')[0]!.body) as { localDate: string; availabilities: Json[] }
    expect(closing.localDate).toBe(closingDay)
    expect(closing.availabilities.map((a) => a.status)).toEqual(['CLOSED'])
    expect((await call('DELETE', `/webhooks/${made.json().id}`)).statusCode).toBe(200)
  })

  it('tells availability_update webhooks when an unpaid site order expires and gives its seats back', async () => {
    const made = await call('POST', '/webhooks', {
      url: receiver.url('/expiry'),
      event: 'availability_update',
    })
    const expiringDay = addDays(day, 4)
    await createTestOrder(t.database, {
      items: [
        {
          activityId: tour.id,
          pickupLocationId: tour.pickupLocationId,
          day: expiringDay,
          adults: 2,
          children: 0,
          amountCents: 9000,
        },
      ],
      expiresAt: new Date(Date.now() - 60_000),
    })
    // Creating the order held its seats, which is a change too: only the release is looked at here.
    await t.database.execute(sql`delete from octo_webhook_deliveries where webhook_id = ${made.json().id}`)
    expect((await expireUnpaidOrders(t.database)).orders).toBeGreaterThanOrEqual(1)
    await deliverUntil(() => bodiesAt('/expiry').some((r) => JSON.parse(r.body).localDate === expiringDay))
    const freed = bodiesAt('/expiry').map(
      (r) => JSON.parse(r.body) as { productId: string; localDate: string },
    )
    expect(freed).toContainEqual(
      expect.objectContaining({ productId: String(tour.id), localDate: expiringDay }),
    )
    expect((await call('DELETE', `/webhooks/${made.json().id}`)).statusCode).toBe(200)
  })

  it('tells the reseller of check-in and redemption by the supplier and the completion job', async () => {
    const made = await call('POST', '/webhooks', { url: receiver.url('/day'), event: 'booking_update' })
    const { id: hookId, secret } = made.json() as { id: string; secret: string }
    const uuid = randomUUID()
    await reserve(uuid)
    const confirmed = (await call('POST', `/bookings/${uuid}/confirm`, { contact })).json()
    const code = (
      confirmed.voucher.deliveryOptions as { deliveryFormat: string; deliveryValue: string }[]
    ).find((o) => o.deliveryFormat === 'QRCODE')!.deliveryValue
    const [booking] = await queryRows<{ supplier_user_id: number; end_date: string }>(
      t.database.db,
      sql`select supplier_user_id, end_date::text as end_date from bookings where id = ${Number(confirmed.id)}`,
    )
    const supplier = { role: 'supplier' as const, userId: booking!.supplier_user_id, label: 'supplier' }
    const scanned = await checkIn(t.database, TEST_APP_SECRET, supplier, { code, confirmOtherDay: true })
    expect(scanned.result.outcome).toBe('checked_in')
    // The day is over: the completion job completes it (REDEEMED).
    expect(
      await completeFinishedBookings(t.database, {
        publicUrl: 'http://localhost',
        today: addDays(booking!.end_date, 1),
      }),
    ).toBeGreaterThan(0)

    await deliverUntil(() => bodiesAt('/day').length >= 4)
    const bodies = bodiesAt('/day').map((c) => {
      expect(signatureValid(secret, c.body, c.headers['serendib-signature'])).toBe(true)
      return JSON.parse(c.body) as { change: string; booking: Json & { voucher: Json } }
    })
    expect(bodies.map((b) => [b.change, b.booking.status])).toEqual([
      ['RESERVED', 'ON_HOLD'],
      ['CONFIRMED', 'CONFIRMED'],
      ['CHECKED_IN', 'CONFIRMED'],
      ['REDEEMED', 'REDEEMED'],
    ])
    expect(bodies[1]!.booking.voucher.utcRedeemedAt).toBeNull()
    expect(bodies[2]!.booking.voucher.utcRedeemedAt).toMatch(/Z$/)
    expect(bodies[3]!.booking.utcRedeemedAt).toMatch(/Z$/)
    for (const b of bodies) expect(zBooking.safeParse(b.booking).error ?? null).toBeNull()

    // Another reseller's bookings never reach this reseller's webhook.
    await reserve(randomUUID(), otherKey)
    await deliverDueWebhooks(t.database, options)
    expect(bodiesAt('/day')).toHaveLength(4)
    await call('DELETE', `/webhooks/${hookId}`)
  })

  it('never holds a booking up: a hanging endpoint times out and is retried, a refusing one fails without retryOnError', async () => {
    const hang = await call('POST', '/webhooks', { url: receiver.url('/hang'), event: 'booking_update' })
    const refuse = await call('POST', '/webhooks', {
      url: 'http://127.0.0.1:1/nobody-listens',
      event: 'booking_update',
      retryOnError: false,
    })
    const uuid = randomUUID()
    expect((await reserve(uuid)).statusCode).toBe(200)
    // A delivery round in the background, stuck on the hanging endpoint…
    const round = deliverDueWebhooks(t.database, { ...options, timeoutMs: 3_000, retryDelaysMs: [60_000] })
    await new Promise((r) => setTimeout(r, 300))
    expect(bodiesAt('/hang')).toHaveLength(1)
    // …while the reseller confirms: the booking answers at once (nothing is sent in a request,
    // and no transaction stays open while a delivery waits).
    const started = Date.now()
    const confirmed = await call('POST', `/bookings/${uuid}/confirm`, { contact })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status).toBe('CONFIRMED')
    expect(Date.now() - started).toBeLessThan(2_500)
    await round

    const rows = await queryRows<{
      webhook_id: string
      change: string
      status: number
      attempts: number
      last_error: string | null
    }>(
      t.database.db,
      sql`select webhook_id, change, status, attempts, last_error from octo_webhook_deliveries
           where webhook_id in (${hang.json().id}, ${refuse.json().id}) order by id`,
    )
    const hung = rows.filter((r) => r.webhook_id === hang.json().id)
    expect(hung[0]).toMatchObject({ change: 'RESERVED', status: 0, attempts: 1 })
    expect(hung[0]!.last_error).toMatch(/no answer within 3000 ms/)
    // The next change waits behind the first: order is kept.
    expect(hung[1]).toMatchObject({ change: 'CONFIRMED', status: 0, attempts: 0 })
    const refused = rows.filter((r) => r.webhook_id === refuse.json().id)
    expect(refused[0]).toMatchObject({ change: 'RESERVED', status: 2, attempts: 1 })
    expect(refused[0]!.last_error).toMatch(/ECONNREFUSED/)
    for (const id of [hang.json().id, refuse.json().id]) await call('DELETE', `/webhooks/${id}`)
  })
})

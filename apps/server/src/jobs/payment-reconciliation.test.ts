import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { payments } from '@serendib/db/schema/payments'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { loadConfig, type Config } from '../config.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from '../testing/booking-fixtures.ts'
import { recordRefund } from '../services/payments/charges.ts'
import { paymentProviders } from '../services/payments/payment-provider.ts'
import { recordSandboxCharge } from '../services/payments/sandbox.ts'
import { createTestOrder, orderState } from '../testing/orders.ts'
import { reconcilePayments, type ReconcileContext } from './payment-reconciliation.ts'

describe.each(testDatabases())('payment reconciliation on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let ctx: ReconcileContext
  const later = (minutes: number) => ({ now: new Date(Date.now() + minutes * 60_000) })

  beforeAll(async () => {
    const overrides = { appSecret: 'reconcile-test-secret-0123456789', publicUrl: 'http://api.test' }
    t = await buildTestApp(kind, { config: overrides })
    tour = await prepareTestTour(t.database)
    const config: Config = loadConfig({ NODE_ENV: 'test' }, overrides)
    ctx = { database: t.database, config, providers: paymentProviders(config), log: t.app.log }
  })
  afterAll(async () => t?.close())

  const newOrder = () =>
    createTestOrder(t.database, {
      items: [
        {
          activityId: tour.id,
          pickupLocationId: tour.pickupLocationId,
          day: addDays(todayInColombo(), 12),
          adults: 2,
          amountCents: 9000,
        },
      ],
    })

  it('completes a sandbox charge whose notification was lost in a crash, once', async () => {
    const order = await newOrder()
    // The card was charged and the charge recorded; the process died before notifying.
    expect(await recordSandboxCharge(t.database, order.payment.id)).toMatch(/^sbx_/)
    expect((await orderState(t.database, order)).payment.status).toBe(0)

    // Still within the grace period: the request may yet be notifying.
    expect((await reconcilePayments(ctx)).sandbox).toBe(0)

    expect((await reconcilePayments(ctx, later(2))).sandbox).toBe(1)
    const state = await orderState(t.database, order)
    expect(state.order.status).toBe(1)
    expect(state.payment.status).toBe(1)
    expect(state.bookings[0]).toMatchObject({ status: 1, payment_amount_cents: 9000 })
    expect(state.receipts).toBe(1)

    expect((await reconcilePayments(ctx, later(4))).sandbox).toBe(0)
    expect((await orderState(t.database, order)).receipts).toBe(1)
  })

  it('leaves an unpaid charge alone', async () => {
    const order = await newOrder()
    await reconcilePayments(ctx, later(5))
    expect((await orderState(t.database, order)).payment).toMatchObject({
      status: 0,
      provider_reference: null,
    })
  })

  it('sends a refund that was recorded but never sent', async () => {
    const order = await newOrder()
    await recordSandboxCharge(t.database, order.payment.id)
    await reconcilePayments(ctx, later(2))
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.id, order.payment.id))
    const refund = await t.database.transaction((tx) =>
      recordRefund(tx, {
        charge: charge!,
        amountCents: 4000,
        bookingId: order.bookingIds[0],
        reason: 'Test',
      }),
    )
    const result = await reconcilePayments(ctx, later(3))
    expect(result.refunds).toBeGreaterThanOrEqual(1)
    const [done] = await t.database.db.select().from(payments).where(eq(payments.id, refund.id))
    expect(done).toMatchObject({ kind: 2, status: 1, amountCents: 4000 })
    expect(done!.providerReference).toMatch(/^refund:sbx_rf_/)
  })
})

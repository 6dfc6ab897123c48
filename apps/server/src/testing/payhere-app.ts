/**
 * Test helper: the app listening on a real port with PAYMENT_PROVIDER=payhere, talking to the
 * PayHere stand-in, and the browser's way through a PayHere checkout.
 */
import net from 'node:net'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import type { TestDatabaseKind } from '@serendib/db/testing'
import { loadConfig, type Config, type PayHereConfig } from '../config.ts'
import { paymentPageToken } from '../services/payments/references.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from './booking-fixtures.ts'
import { createTestOrder, type TestOrder } from './orders.ts'
import { startPayHereStandIn, type PayHereStandIn } from './payhere-stand-in.ts'

export const PAYHERE_APP_SECRET = 'payhere-test-app-secret-0123456789'
export const payhereMerchant = {
  merchantId: '1211149',
  merchantSecret: 'stand-in-merchant-secret',
  appId: 'app-4OVx',
  appSecret: 'app-8n4V',
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export interface PayHereApp {
  t: TestApp
  standIn: PayHereStandIn
  config: Config
  tour: TestTour
  notifyUrl: string
  /** An unpaid order of one booking (2 adults, 1 child, $112.50), on a day of its own. */
  newOrder(day?: string): Promise<TestOrder>
  /** Our hand-off page, then its form posted to the stand-in; returns the form and notification. */
  checkout(
    order: TestOrder,
    status?: number,
  ): Promise<{ fields: Record<string, string>; notification: Record<string, string> }>
  close(): Promise<void>
}

export async function startPayHereApp(kind: TestDatabaseKind): Promise<PayHereApp> {
  const standIn = await startPayHereStandIn(payhereMerchant)
  const port = await freePort()
  const payhere: PayHereConfig = { ...payhereMerchant, baseUrl: standIn.url }
  const overrides = {
    appSecret: PAYHERE_APP_SECRET,
    publicUrl: `http://127.0.0.1:${port}`,
    paymentProvider: 'payhere',
    payhere,
  } as const
  const config = loadConfig({ NODE_ENV: 'test' }, overrides)
  const t = await buildTestApp(kind, { config: overrides })
  await t.app.listen({ port, host: '127.0.0.1' })
  const tour = await prepareTestTour(t.database)
  let nextDay = 10
  return {
    t,
    standIn,
    config,
    tour,
    notifyUrl: `${config.publicUrl}/api/payments/payhere/notify`,
    newOrder: (day = addDays(todayInColombo(), nextDay++)) =>
      createTestOrder(t.database, {
        items: [
          {
            activityId: tour.id,
            pickupLocationId: tour.pickupLocationId,
            day,
            adults: 2,
            children: 1,
            amountCents: 11250,
          },
        ],
        provider: 'payhere',
      }),
    async checkout(order, status = 2) {
      const page = await t.app.inject(
        `/payments/payhere/${paymentPageToken(PAYHERE_APP_SECRET, order.payment.id)}`,
      )
      const action = unescape(/<form id="payhere" method="post" action="([^"]+)"/.exec(page.body)![1]!)
      const fields = Object.fromEntries(
        [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1]!,
          unescape(m[2]!),
        ]),
      )
      standIn.nextStatus = status
      const response = await fetch(action, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      })
      await response.text()
      return { fields, notification: standIn.notifications.at(-1)! }
    },
    async close() {
      await t.close()
      await standIn.close()
    },
  }
}

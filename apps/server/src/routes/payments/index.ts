/**
 * Payments (docs/booking-api.md, Payments): the hosted sandbox gateway, the PayHere hand-off and
 * notification, and the order status /payment/complete reads. Provider pages post forms, so this
 * scope parses form bodies.
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { paymentProviders } from '../../services/payments/payment-provider.ts'
import orderRoutes from './order.ts'
import payhereRoutes from './payhere.ts'
import sandboxRoutes from './sandbox.ts'

const FORM = 'application/x-www-form-urlencoded'

export default async function paymentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 32 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
  }
  const providers = paymentProviders(config)
  await app.register(sandboxRoutes, { config, providers })
  await app.register(payhereRoutes, { config, providers })
  await app.register(orderRoutes)
}

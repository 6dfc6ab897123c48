import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { paymentProviderFromConfig } from '../../services/payments/payment-provider.ts'
import checkoutRoutes from './checkout.ts'
import costRoutes from './cost.ts'

/** Price quotes, checkout and the booking record (spec §7 "Booking"), mounted under /api. */
export default async function bookingRoutes(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(costRoutes)
  await app.register(checkoutRoutes, {
    provider: paymentProviderFromConfig(config),
    publicUrl: config.publicUrl,
    orderPaymentMinutes: config.orderPaymentMinutes,
  })
}

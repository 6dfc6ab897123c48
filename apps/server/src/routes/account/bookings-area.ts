import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { paymentProviders } from '../../services/payments/payment-provider.ts'
import amendmentRoutes from './amendments.ts'
import bookingsRoutes from './bookings.ts'
import customerMessageRoutes from './messages.ts'

/**
 * The customer's bookings area (docs/account-area-api.md): bookings, cancel, amend, messages.
 * Full /api/... paths; encapsulated, so the no-store header stays with these routes.
 */
export default async function bookingsAreaRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Personal answers, and a cancel that spec §7 makes a GET: never in a shared cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  await app.register(bookingsRoutes, { providers: paymentProviders(config), publicUrl: config.publicUrl })
  await app.register(amendmentRoutes, { publicUrl: config.publicUrl })
  await app.register(customerMessageRoutes, { publicUrl: config.publicUrl, adminEmail: config.adminEmail })
}

import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { paymentProviderFromConfig, paymentProviders } from '../../services/payments/payment-provider.ts'
import supplierAmendmentRoutes from './amendments.ts'
import supplierCommentRoutes from './comments.ts'

/**
 * Supplier calls the account area needs (docs/account-area-api.md): messages, amendment
 * decisions. Full /api/supplier/... paths; the supplier portal itself is another issue.
 */
export default async function supplierRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
  await app.register(supplierCommentRoutes, { publicUrl: config.publicUrl, adminEmail: config.adminEmail })
  await app.register(supplierAmendmentRoutes, {
    provider: paymentProviderFromConfig(config),
    providers: paymentProviders(config),
    publicUrl: config.publicUrl,
  })
}

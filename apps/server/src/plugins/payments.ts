import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  paymentProviders,
  type PaymentProvider,
  type ProviderLookup,
} from '../services/payments/payment-provider.ts'

export interface Payments {
  /** The provider new charges go to (PAYMENT_PROVIDER). */
  provider: PaymentProvider
  /** The provider that took a given charge: a charge keeps its provider if the setting changes. */
  providers: ProviderLookup
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers of this configuration, built once (docs/decisions/013-payments.md). */
    payments: Payments
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const providers = paymentProviders(app.config)
    const provider = providers(app.config.paymentProvider)
    if (!provider) throw new Error(`Payment provider ${app.config.paymentProvider} is not configured`)
    app.decorate('payments', { provider, providers })
  },
  { name: 'payments', dependencies: ['config'] },
)

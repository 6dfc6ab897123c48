import type { FastifyInstance } from 'fastify'
import type { PaymentProvider } from '../../services/payments/payment-provider.ts'
import { checkout } from '../../services/booking/checkout.ts'
import { QuoteError } from '../../services/booking/quote.ts'

export interface CheckoutRoutesOptions {
  provider: PaymentProvider
  publicUrl: string
  orderPaymentMinutes: number
}

/** POST /api/booking/checkout (spec §7): `{ booking, url }` → `data.payment_link`. */
export default async function checkoutRoutes(app: FastifyInstance, options: CheckoutRoutesOptions) {
  app.post<{ Body: { booking?: unknown; url?: unknown } | undefined }>(
    '/booking/checkout',
    { bodyLimit: 256 * 1024 },
    async (request, reply) => {
      // A token is optional (non-members book too), but a token that is sent must be good.
      const user = request.headers.authorization ? await request.requireUser() : null
      try {
        const data = await checkout(app.database, request.body ?? {}, {
          user,
          provider: options.provider,
          publicUrl: options.publicUrl,
          orderPaymentMinutes: options.orderPaymentMinutes,
        })
        return { status: 'success', data }
      } catch (error) {
        // A cart item the server now refuses (date passed, sold out…): 422 with its message.
        if (error instanceof QuoteError) {
          return reply
            .status(error.httpStatus === 404 ? 422 : error.httpStatus)
            .send({ status: 'error', message: error.message })
        }
        throw error
      }
    },
  )
}

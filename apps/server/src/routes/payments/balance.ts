/**
 * GET /payments/balance/:token (decision 075): the pay-balance link of the mails and the booking
 * page. It needs no login (the random token is the key) and no script: it answers with a redirect
 * to the provider's page for the balance charge, to the booking once the balance is paid, or a
 * short page saying the booking can no longer be paid.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { htmlPage as htmlPageSchema, redirect } from '@serendib/domain/api/envelope'
import { paymentPageParamsSchema } from '@serendib/domain/api/payments'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { balancePaymentLink } from '../../services/payments/balance.ts'
import { htmlPage, notFoundPage } from '../../services/payments/payment-html.ts'

const balancePages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance/:token',
    {
      schema: {
        params: paymentPageParamsSchema,
        response: {
          303: redirect("The provider's payment page for the balance, or the booking when it is paid"),
          404: htmlPageSchema('Not a pay link'),
          410: htmlPageSchema('The booking was canceled or its due date passed'),
        },
      },
    },
    async (request, reply) => {
      const { publicUrl } = app.config
      const link = await balancePaymentLink(
        app.database,
        app.payments.provider,
        request.params.token,
        publicUrl,
      )
      const page = (status: 404 | 410, body: string) =>
        reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)
      reply.header('referrer-policy', 'no-referrer')
      if (link.kind === 'pay') return reply.header('cache-control', 'no-store').redirect(link.url, 303)
      if (link.kind === 'paid')
        return reply.redirect(`${publicUrl}/account/booking/detail/${link.bookingId}`, 303)
      if (link.kind === 'closed')
        return page(
          410,
          htmlPage(
            'Serendib payment',
            `<h1>${PaymentPlanMessages.balanceClosed}</h1><p><a href="${publicUrl}/account/booking/detail/${link.bookingId}">View your booking</a></p>`,
          ),
        )
      return page(404, notFoundPage())
    },
  )
}
export default balancePages

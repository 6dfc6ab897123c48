import type { FastifyInstance } from 'fastify'
import { Messages } from '@serendib/domain/messages'
import { UserType } from '@serendib/domain/user-types'
import { requestAmendment, type AmendBody } from '../../services/account/bookings/amend.ts'

const quoteField = { type: ['string', 'number', 'null'], maxLength: 40 } as const

/** POST /api/booking/ammend (spec §7): the customer asks the supplier to change a booking. */
export default async function amendmentRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  app.post<{ Body: AmendBody & { booking: number; ammendData: NonNullable<AmendBody['ammendData']> } }>(
    '/api/booking/ammend',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            booking: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            ammendData: {
              type: 'object',
              properties: {
                aid: quoteField,
                pud: quoteField,
                pul: quoteField,
                na: quoteField,
                nc: quoteField,
                ni: quoteField,
                amount: quoteField,
              },
            },
          },
          required: ['booking', 'ammendData'],
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(UserType.customer)
      const data = await requestAmendment(
        app.database,
        { customerId: user.id, publicUrl: options.publicUrl },
        request.body.booking,
        request.body.ammendData,
      )
      return { status: 'success', message: Messages.amendmentSent, data }
    },
  )
}

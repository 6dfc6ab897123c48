import type { FastifyInstance } from 'fastify'
import { INQUIRY_LIMITS } from '@serendib/domain/contact-forms'
import { Messages } from '@serendib/domain/messages'
import { submitInquiry, subscribeToDeals, type InquiryFields } from '../../services/catalogue/contact.ts'

const field = (maxLength: number) => ({ type: 'string', maxLength }) as const
const reply = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
} as const

/** POST /api/email/inquiry and /api/email/sub (spec §7 "Other"). */
export default async function contactRoutes(app: FastifyInstance, options: { adminEmail: string }) {
  app.post<{ Body: Partial<InquiryFields> }>(
    '/email/inquiry',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            name: field(INQUIRY_LIMITS.name),
            email: field(INQUIRY_LIMITS.email),
            phone: field(INQUIRY_LIMITS.phone),
            message: field(INQUIRY_LIMITS.message),
          },
        },
        response: { 200: reply },
      },
    },
    async (request) => {
      await submitInquiry(app.database.db, request.body ?? {}, options.adminEmail)
      return { status: 'success', message: Messages.inquirySuccess }
    },
  )

  app.post<{ Body: { email?: string } }>(
    '/email/sub',
    {
      schema: {
        body: { type: 'object', properties: { email: field(INQUIRY_LIMITS.email) } },
        response: { 200: reply },
      },
    },
    async (request) => {
      await subscribeToDeals(app.database.db, request.body?.email, options.adminEmail)
      return { status: 'success', message: Messages.subscribeSuccess }
    },
  )
}

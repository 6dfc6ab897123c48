/**
 * GET /api/booking/order/:reference: what /payment/complete shows about an order. Knowing the
 * (random) reference is enough, so it answers no personal data: references, tours, dates,
 * amounts and statuses only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import { queryRows } from '@serendib/db/client'
import { centsToDollars } from '@serendib/domain/money'

const ORDER_STATUS_NAMES = ['awaiting_payment', 'paid', 'expired', 'failed'] as const

const orderSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        reference: { type: 'string' },
        status: { type: 'string', enum: [...ORDER_STATUS_NAMES] },
        total: { type: 'number' },
        total_cents: { type: 'integer' },
        currency: { type: 'string' },
        expires_at: { type: 'string' },
        paid_at: { type: ['string', 'null'] },
        bookings: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              booking_reference: { type: 'string' },
              activity_id: { type: 'integer' },
              title: { type: 'string' },
              start_date: { type: 'string' },
              amount_cents: { type: 'integer' },
              amount: { type: 'number' },
              status: { type: 'integer' },
            },
          },
        },
      },
    },
  },
} as const

const errorSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
} as const

interface OrderRow extends Record<string, unknown> {
  id: number
  reference: string
  status: number
  total_cents: number
  currency: string
  expires_at: string | Date
  paid_at: string | Date | null
}

const iso = (value: string | Date) => new Date(value).toISOString()

export default async function orderRoutes(app: FastifyInstance) {
  app.get(
    '/api/booking/order/:reference',
    {
      schema: {
        params: {
          type: 'object',
          properties: { reference: { type: 'string', minLength: 1, maxLength: 64 } },
          required: ['reference'],
        },
        response: { 200: orderSchema, 404: errorSchema },
      },
    },
    async (request: FastifyRequest<{ Params: { reference: string } }>, reply) => {
      const db = app.database.db
      const [order] = await queryRows<OrderRow>(
        db,
        sql`select id, reference, status, total_cents, currency, expires_at, paid_at
              from orders where reference = ${request.params.reference}`,
      )
      if (!order) return reply.status(404).send({ status: 'error', message: 'Order not found' })
      const bookings = await queryRows<{
        booking_reference: string
        activity_id: number
        title: string
        start_date: string
        amount_cents: number
        status: number
      }>(
        db,
        sql`select b.booking_reference, b.activity_id, a.title, b.start_date::text as start_date,
                   b.booking_amount_cents as amount_cents, b.status
              from bookings b join activities a on a.id = b.activity_id
             where b.order_id = ${order.id} order by b.id`,
      )
      reply.header('cache-control', 'no-store')
      return {
        status: 'success',
        data: {
          reference: order.reference,
          status: ORDER_STATUS_NAMES[order.status] ?? 'failed',
          total: centsToDollars(order.total_cents),
          total_cents: order.total_cents,
          currency: order.currency,
          expires_at: iso(order.expires_at),
          paid_at: order.paid_at === null ? null : iso(order.paid_at),
          bookings: bookings.map((b) => ({ ...b, amount: centsToDollars(b.amount_cents) })),
        },
      }
    },
  )
}

import type { FastifyInstance } from 'fastify'
import costRoutes from './cost.ts'

/** Price quotes, checkout and the booking record (spec §7 "Booking"), mounted under /api. */
export default async function bookingRoutes(app: FastifyInstance) {
  await app.register(costRoutes)
}

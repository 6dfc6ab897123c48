import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'

/** The customer's bookings area (docs/account-area-api.md): bookings, cancel, amend, messages. */
export default async function bookingsAreaRoutes(_app: FastifyInstance, _options: { config: Config }) {}

import type { FastifyInstance } from 'fastify'

/** Marks finished bookings completed and mails review links (filled in shortly). */
export default async function bookingCompletionJob(_app: FastifyInstance) {}

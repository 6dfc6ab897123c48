/** PLACEHOLDER: the e-mail helper writes the dev mailbox (/dev/mailbox). */
import type { FastifyInstance } from 'fastify'

export default async function devMailboxRoutes(_app: FastifyInstance) {}

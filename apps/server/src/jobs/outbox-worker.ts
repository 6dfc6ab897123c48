/** PLACEHOLDER: the e-mail helper writes the worker (claims with FOR UPDATE SKIP LOCKED, sends with nodemailer). */
import type { FastifyInstance } from 'fastify'

export interface OutboxWorkerOptions {
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
}

export default async function outboxWorker(_app: FastifyInstance, _options: OutboxWorkerOptions) {}

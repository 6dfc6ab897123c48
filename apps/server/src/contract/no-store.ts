import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * An onSend hook for personal answers (account areas, review links, payment steps): never kept
 * by a browser or a shared cache, errors included.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store')
  return payload
}

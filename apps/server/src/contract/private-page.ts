import type { FastifyReply } from 'fastify'

/** A page for one person or for developers only: not cached, not indexed. */
export function privatePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
}

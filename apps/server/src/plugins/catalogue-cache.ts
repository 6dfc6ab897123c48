import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { createLruCache, type LruCache } from '../services/lru-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serialised catalogue answers by key (docs/decisions/008-catalogue-cache.md). Code that
     * edits a tour calls `clear()` when the change must show at once.
     */
    catalogueCache: LruCache<string>
  }
}

/**
 * Answers from the catalogue cache: a hit is a string write, not the answer through the
 * response schema again. `load` gives the whole answer; it is serialised by the route's own
 * 200 schema before it is kept. Failures (404s included) are never kept.
 */
export async function sendCached(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await app.catalogueCache.get(key, async () => reply.serialize(await load()) as string)
  return reply.type('application/json; charset=utf-8').send(body)
}

export default fp(
  async (app: FastifyInstance) => {
    const cache = createLruCache<string>({ max: 5000, ttlMs: app.config.catalogueCacheMs })
    // An admin's or supplier's edit shows at once in this process (plugins/catalogue-changes.ts).
    app.catalogueChanges.onChange(() => cache.clear())
    app.decorate('catalogueCache', cache)
  },
  { name: 'catalogue-cache', dependencies: ['config', 'catalogue-changes'] },
)

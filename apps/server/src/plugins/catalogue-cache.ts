import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { isInternalRequest } from '../internal-request.ts'
import { createLruCache, type LruCache } from '../services/lru-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serialised catalogue answers by key (docs/decisions/008-catalogue-cache.md). Code that
     * edits a tour calls `clear()` when the change must show at once.
     */
    catalogueCache: LruCache<string>
    /**
     * For server rendering's in-process GETs (decision 068): the catalogue cache key each URL was
     * last answered under, so the next such call reads the answer without a request cycle
     * (`cachedAnswer`). Held and cleared with the cache.
     */
    catalogueCacheKeys: LruCache<string>
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
  const { request } = reply
  // An in-process call without a session, answered 200 from a key: the next one for the same
  // URL may read the answer straight from the cache (the route, its validation and guards
  // answered this one; the key depends on the URL only, as every key here does).
  if (
    isInternalRequest(request) &&
    request.method === 'GET' &&
    !request.headers.authorization &&
    reply.statusCode === 200
  )
    void app.catalogueCacheKeys.get(request.url, async () => key)
  return reply.type('application/json; charset=utf-8').send(body)
}

/**
 * The serialised answer the catalogue cache holds for an in-process GET of `url`, if a call for
 * that URL was answered from it and neither has expired or been cleared since; else undefined
 * (the caller goes through the route). The same bytes the route would send.
 */
export async function cachedAnswer(app: FastifyInstance, url: string): Promise<string | undefined> {
  const key = app.catalogueCacheKeys.peek(url)
  if (!key) return undefined
  try {
    return await app.catalogueCache.peek(await key)
  } catch {
    return undefined
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const cache = createLruCache<string>({ max: 5000, ttlMs: app.config.catalogueCacheMs })
    const keys = createLruCache<string>({ max: 5000, ttlMs: app.config.catalogueCacheMs })
    // An admin's or supplier's edit shows at once in this process (plugins/catalogue-changes.ts).
    app.catalogueChanges.onChange(() => {
      cache.clear()
      keys.clear()
    })
    app.decorate('catalogueCache', cache)
    app.decorate('catalogueCacheKeys', keys)
  },
  { name: 'catalogue-cache', dependencies: ['config', 'catalogue-changes'] },
)

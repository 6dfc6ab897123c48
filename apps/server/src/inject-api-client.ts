import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiClient, ApiReply, ApiRequestOptions } from '@serendib/domain/api-client'
import { cachedAnswer } from './plugins/catalogue-cache.ts'
import { INTERNAL_HEADER, internalToken } from './internal-request.ts'

export { isInternalRequest } from './internal-request.ts'

/**
 * An ApiClient for server-side rendering that calls our own routes through `app.inject()`:
 * the same validation, serialisation and authorisation as over HTTP, without a network hop.
 */
export function createInjectApiClient(app: FastifyInstance, incoming: FastifyRequest): ApiClient {
  const forwarded = { 'x-forwarded-for': incoming.ip, 'x-request-id': String(incoming.id) }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options?: ApiRequestOptions,
  ): Promise<ApiReply<T>> {
    // A catalogue answer the cache holds for this URL (site settings, content, reviews…,
    // decision 068): read without a request cycle. A miss, a session or other headers: inject.
    if (method === 'GET' && !options?.token && !options?.headers) {
      const cached = await cachedAnswer(app, path)
      if (cached !== undefined) return { ok: true, status: 200, body: parseJson(cached) as T }
    }
    const headers: Record<string, string> = {
      ...options?.headers,
      ...forwarded,
      [INTERNAL_HEADER]: internalToken,
    }
    if (options?.token) headers.authorization = `Bearer ${options.token}`
    const response = await app.inject({
      method,
      url: path,
      // The visitor's address, not loopback: per-IP limits (a form posted through a page action).
      remoteAddress: incoming.ip,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    const parsed = parseJson(response.body)
    if (response.statusCode >= 400) return { ok: false, status: response.statusCode, body: parsed }
    // Every answer of ours is JSON (decision 020); anything else is a fault, not a T.
    if (parsed === UNREADABLE) return { ok: false, status: 500, body: parsed }
    return { ok: true, status: response.statusCode, body: parsed as T }
  }

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
  }
}

const UNREADABLE = { status: 'error', message: 'Unreadable response' }

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return UNREADABLE
  }
}

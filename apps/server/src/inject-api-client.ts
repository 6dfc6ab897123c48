import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiClient, ApiReply, ApiRequestOptions } from '@serendib/domain/api-client'

/**
 * Marks a call made by server rendering in this process (decision 068): a random value that never
 * leaves the process, so no visitor can send it. Such a call is part of the page's request, which
 * writes the one log line and is counted once; the call itself is neither logged nor counted, and
 * its JSON answer gets no CSP nonce. Validation, serialisation and authorisation are unchanged.
 */
const INTERNAL_HEADER = 'x-serendib-internal'
const internalToken = randomBytes(18).toString('base64url')

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_HEADER] === internalToken
}

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

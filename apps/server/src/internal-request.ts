import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * Marks a call made by server rendering in this process (decision 068): a random value that never
 * leaves the process, so no visitor can send it. Such a call is part of the page's request, which
 * writes the one log line and is counted once; the call itself is neither logged nor counted, and
 * its JSON answer gets no CSP nonce. Validation, serialisation and authorisation are unchanged.
 */
export const INTERNAL_HEADER = 'x-serendib-internal'
export const internalToken = randomBytes(18).toString('base64url')

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_HEADER] === internalToken
}

import type { FastifyRequest } from 'fastify'
import type { Reseller } from '@serendib/db/schema/resellers'
import { OctoError, OctoMessages } from '@serendib/domain/octo'

declare module 'fastify' {
  interface FastifyRequest {
    /** The reseller whose API key signed this /octo request (set by routes/octo/autohooks.ts). */
    reseller: (Reseller & { keyId: number }) | null
  }
}

/** The signed-in reseller of an /octo route (the area guard already refused anyone else). */
export function octoReseller(request: FastifyRequest): Reseller & { keyId: number } {
  if (!request.reseller) throw new OctoError('UNAUTHORIZED', OctoMessages.missingKey, {}, 401)
  return request.reseller
}

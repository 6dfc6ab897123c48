import type { FastifyRequest } from 'fastify'
import type { Reseller } from '@serendib/db/schema/resellers'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import type { OctoCapability } from '@serendib/domain/octo-capabilities'
import type { OctoAsk } from './capabilities.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The reseller whose API key signed this /octo request (set by routes/octo/autohooks.ts). */
    reseller: (Reseller & { keyId: number }) | null
    /** The offered capabilities its Octo-Capabilities header asked for (decision 053). */
    octoCapabilities: OctoCapability[]
  }
}

/** The signed-in reseller of an /octo route (the area guard already refused anyone else). */
export function octoReseller(request: FastifyRequest): Reseller & { keyId: number } {
  if (!request.reseller) throw new OctoError('UNAUTHORIZED', OctoMessages.missingKey, {}, 401)
  return request.reseller
}

/** What the request asked for beyond core, and the commission its net prices use. */
export function octoAsk(request: FastifyRequest): OctoAsk {
  return {
    capabilities: request.octoCapabilities,
    commissionPercent: octoReseller(request).commissionPercent,
  }
}

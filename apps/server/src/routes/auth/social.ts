/** PLACEHOLDER: the social sign-in helper writes POST /api/auth/social and its start route. */
import type { FastifyInstance } from 'fastify'
import type { SocialProviderConfig } from '../../config.ts'

export interface SocialRoutesOptions {
  providers: SocialProviderConfig[]
  publicUrl: string
  appSecret: string
}

export default async function socialRoutes(_app: FastifyInstance, _options: SocialRoutesOptions) {}

import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import socialRoutes from './social.ts'

/** Sign-in, sign-up, verification, password reset and profile (spec §7 "Authentication and account"). */
export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(socialRoutes, {
    prefix: '/api',
    providers: config.socialProviders,
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
  })
}

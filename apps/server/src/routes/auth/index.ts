import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import passwordRoutes from './password.ts'
import profileRoutes from './profile.ts'
import registerRoutes from './register.ts'
import socialRoutes from './social.ts'
import tokenRoutes from './token.ts'

/** Sign-in, sign-up, verification, password reset and profile (spec §7 "Authentication and account"). */
export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(tokenRoutes, {
    clientSecret: config.oauthClientSecret,
    socialProviders: config.socialProviders,
  })
  await app.register(registerRoutes, {
    prefix: '/api',
    clientSecret: config.oauthClientSecret,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    captchaCost: config.captchaCost,
  })
  await app.register(passwordRoutes, { prefix: '/api', publicUrl: config.publicUrl })
  await app.register(profileRoutes, { prefix: '/api', publicUrl: config.publicUrl })
  await app.register(socialRoutes, {
    prefix: '/api',
    providers: config.socialProviders,
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
  })
}

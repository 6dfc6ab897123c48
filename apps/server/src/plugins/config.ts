import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings parsed once at start (config.ts); routes read them here, not from options. */
    config: Config
  }
}

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('config', config)
  },
  { name: 'config' },
)

import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'

/** Admin calls the account area needs (docs/account-area-api.md): replies and hiding messages. */
export default async function adminRoutes(_app: FastifyInstance, _options: { config: Config }) {}

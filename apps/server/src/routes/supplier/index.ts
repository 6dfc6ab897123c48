import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'

/** Supplier calls the account area needs (docs/account-area-api.md): messages, amendment decisions. */
export default async function supplierRoutes(_app: FastifyInstance, _options: { config: Config }) {}

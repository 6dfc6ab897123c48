import type { FastifyInstance } from 'fastify'
import '../../services/octo/request-reseller.ts'
import { DomainError, TooManyRequestsError } from '@serendib/domain/errors'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import { OCTO_CONTENT, requestedCapabilities } from '@serendib/domain/octo-capabilities'
import { OCTO_CONTENT_LANGUAGE } from '@serendib/domain/octo-content'
import { noStore } from '../../contract/no-store.ts'
import { documentBearer } from '../../plugins/auth.ts'
import { consume } from '../../services/abuse/rate-limit.ts'
import { authenticateOctoKey } from '../../services/octo/authenticate-key.ts'
import { ensureDemoReseller } from '../../services/octo/resellers.ts'
import { ensureOctoSandbox } from '../../services/octo/octo-sandbox.ts'
import { isUniqueViolation } from '../../services/accounts/users.ts'

const UNDEFINED_TABLE = '42P01'
/**
 * PostgreSQL's "this value cannot be stored or read" classes (a NUL byte in text, a date or a
 * number out of range), as the API's own error handler knows them: the caller's value, a 400.
 */
const BAD_VALUE_SQLSTATES = new Set(['22021', '22P05', '22P02', '22007', '22008', '22003'])
const sqlStateOf = (error: unknown): unknown =>
  (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code

/** Requests per API key per minute (decision 045): generous for a channel manager's sync. */
export const OCTO_REQUESTS_PER_MINUTE = 300

/**
 * The one guard of /octo/**: a reseller's bearer API key (401 unknown, 403 revoked), a rate
 * limit per key, and errors in OCTO's shape `{ error, errorMessage }` instead of ours.
 */
export default async function octoArea(app: FastifyInstance) {
  if (app.config.seedDemo)
    await ensureDemoReseller(app.database.db)
      // Its sandbox product too (issue 33): a tour the demo key can book without selling out.
      .then(() => ensureOctoSandbox(app.database.db))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return // another process made it first
        // Not migrated yet (the app still starts, and /readyz says so): made on the next start.
        if (sqlStateOf(error) === UNDEFINED_TABLE)
          return app.log.warn('OCTO demo reseller not made: no tables yet')
        throw error
      })
  app.decorateRequest('reseller', null)
  app.decorateRequest('octoCapabilities', null as never)
  app.addHook('onRequest', async (request, reply) => {
    request.octoCapabilities = requestedCapabilities(request.headers['octo-capabilities'])
    // OCTO: the answer names the capabilities it applied.
    if (request.octoCapabilities.length)
      reply.header('octo-capabilities', request.octoCapabilities.join(', '))
    // octo/content's language headers (decision 060): our tours are written in English only.
    if (request.octoCapabilities.includes(OCTO_CONTENT))
      reply
        .header('content-language', OCTO_CONTENT_LANGUAGE)
        .header('available-languages', OCTO_CONTENT_LANGUAGE)
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
    if (!match?.[1]) throw new OctoError('UNAUTHORIZED', OctoMessages.missingKey, {}, 401)
    // Unknown keys are capped per address (issue 27): past 30, the address meets a 429.
    const reseller = await authenticateOctoKey(app.database.db, match[1], {
      ip: request.ip,
      demoAllowed: app.config.seedDemo,
    })
    await consume(
      app.database.db,
      { bucket: 'octo:key', limit: OCTO_REQUESTS_PER_MINUTE, windowSeconds: 60 },
      String(reseller.keyId),
    ).catch((error: unknown) => {
      if (error instanceof TooManyRequestsError)
        throw Object.assign(new OctoError('TOO_MANY_REQUESTS', OctoMessages.tooManyRequests, {}, 429), {
          retryAfterSeconds: error.retryAfterSeconds,
        })
      throw error
    })
    request.reseller = reseller
  })
  app.addHook('onSend', noStore)
  app.addHook('onRoute', documentBearer)
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OctoError) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds
      if (retry) reply.header('retry-after', String(retry))
      return reply
        .status(error.httpStatus)
        .send({ error: error.code, errorMessage: error.message, ...error.extra })
    }
    if (error instanceof DomainError) {
      // The booking services' own refusals (a move the state machine does not allow, a sold-out
      // day): OCTO calls every well-formed but refused request UNPROCESSABLE_ENTITY, HTTP 400.
      const code =
        error.httpStatus === 401
          ? 'UNAUTHORIZED'
          : error.httpStatus === 403
            ? 'FORBIDDEN'
            : 'UNPROCESSABLE_ENTITY'
      return reply
        .status(error.httpStatus === 401 || error.httpStatus === 403 ? error.httpStatus : 400)
        .send({ error: code, errorMessage: error.message })
    }
    const fe = error as {
      validation?: { instancePath?: string; message?: string }[]
      statusCode?: number
      message: string
    }
    if (fe.validation) {
      const first = fe.validation[0]
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'request'
      return reply.status(400).send({
        error: 'BAD_REQUEST',
        errorMessage: `Invalid ${field}: ${first?.message ?? 'unexpected value'}`,
      })
    }
    if (fe.statusCode && fe.statusCode < 500)
      return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: fe.message })
    const state = sqlStateOf(error)
    if (typeof state === 'string' && BAD_VALUE_SQLSTATES.has(state)) {
      request.log.info({ sqlState: state }, 'value refused by the database')
      return reply
        .status(400)
        .send({ error: 'BAD_REQUEST', errorMessage: 'The request contains a value we cannot accept' })
    }
    request.log.error({ err: error }, 'octo request failed')
    return reply
      .status(500)
      .send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Something went wrong on our side' })
  })
}

import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError, TooManyRequestsError } from '@serendib/domain/errors'

interface ValidationIssue {
  instancePath?: string
  message?: string
  params?: Record<string, unknown>
}

/** "query.page must be integer" → a sentence a person can act on. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0]
  if (!first) return 'Invalid request'
  const field =
    first.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
    (typeof first.params?.missingProperty === 'string' ? first.params.missingProperty : '') ||
    context ||
    'request'
  if (first.params && typeof first.params.missingProperty === 'string') {
    return `${first.params.missingProperty} is required`
  }
  return `Invalid ${field}: ${first.message ?? 'unexpected value'}`
}

/**
 * PostgreSQL's "this value cannot be stored or read" classes: a NUL byte in text, a date or
 * number out of range. They come from what a caller sent, so they are a 400, not our 500.
 */
const BAD_VALUE_SQLSTATES = new Set(['22021', '22P05', '22P02', '22007', '22008', '22003'])

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * One error shape for the whole API: `{ status: 'error', message }`. Caller mistakes keep their
 * 4xx status and a clear message; anything unexpected is logged and answered with a generic 500
 * that reveals no internals.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        if (error instanceof TooManyRequestsError)
          reply.header('retry-after', String(error.retryAfterSeconds))
        return reply.status(error.httpStatus).send({ status: 'error', message: error.message })
      }
      const fe = error as FastifyError
      if (fe.validation) {
        return reply
          .status(400)
          .send({ status: 'error', message: describeValidation(fe.validationContext, fe.validation) })
      }
      const statusCode = fe.statusCode ?? 500
      if (statusCode >= 400 && statusCode < 500) {
        const message =
          fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is not valid JSON'
            : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large'
              : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? 'Unsupported content type'
                : fe.message
        return reply.status(statusCode).send({ status: 'error', message })
      }
      const state = sqlState(error)
      if (state && BAD_VALUE_SQLSTATES.has(state)) {
        request.log.info({ sqlState: state }, 'value refused by the database')
        return reply
          .status(400)
          .send({ status: 'error', message: 'The request contains a value we cannot accept' })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ status: 'error', message: 'Something went wrong on our side' })
    })
  },
  { name: 'errors' },
)

import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError, FieldErrorsError, TooManyRequestsError } from '@serendib/domain/errors'

interface ValidationIssue {
  keyword?: string
  instancePath?: string
  message?: string
  params?: Record<string, unknown>
  custom?: boolean
}

const TYPE_NAMES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  boolean: 'a boolean',
  null: 'null',
}
const typeName = (expected: unknown) => TYPE_NAMES[String(expected)] ?? String(expected)
const num = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value))
const UNITS: Record<string, string> = { string: 'characters', array: 'items' }

/** What a zod issue asks of the value: "must be an integer", "must be <= 4"… */
function zodRequirement(issue: ValidationIssue): string | null {
  const p = issue.params ?? {}
  switch (issue.keyword) {
    case 'invalid_type':
      return `must be ${typeName(p.expected)}`
    case 'too_big':
    case 'too_small': {
      const big = issue.keyword === 'too_big'
      const limit = num(big ? p.maximum : p.minimum)
      const unit = UNITS[String(p.origin)]
      if (unit) return `must NOT have ${big ? 'more' : 'fewer'} than ${limit} ${unit}`
      return `must be ${big ? '<' : '>'}${p.inclusive === false ? '' : '='} ${limit}`
    }
    case 'invalid_value':
      return Array.isArray(p.values)
        ? `must be one of: ${p.values.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ')}`
        : null
    case 'invalid_format':
      // Our regexes carry a description as their message ("a comma-separated list of ids").
      return p.format === 'regex' && issue.message
        ? `must be ${issue.message}`
        : `must be a valid ${num(p.format)}`
    case 'invalid_union': {
      // Every branch refused the type: name the types that would do.
      const branches = Array.isArray(p.errors) ? (p.errors as ValidationIssue['params'][][]) : []
      const expected = branches.map((branch) => branch?.[0]).filter((i) => i?.code === 'invalid_type')
      return expected.length === branches.length && expected.length > 0
        ? `must be ${expected.map((i) => typeName(i?.expected)).join(' or ')}`
        : null
    }
    default:
      return null
  }
}

/** The first refused input → a sentence a person can act on ("Invalid page: must be >= 1"). */
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
  // Zod keeps the refused input in the issue: nothing there means the field is missing.
  if (first.params && 'input' in first.params && first.params.input === undefined) {
    return `${field} is required`
  }
  const requirement = first.keyword ? zodRequirement(first) : null
  // A regex's own message describes the format ("must be a list of ids"); any other message a
  // schema gives is the domain's whole sentence ("The discount is a whole percent from 1 to 100").
  const describesFormat = first.keyword === 'invalid_format' && first.params?.format === 'regex'
  if (first.custom && first.message && !describesFormat) return first.message
  return `Invalid ${field}: ${requirement ?? (first.message || 'unexpected value')}`
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
        const errors = error instanceof FieldErrorsError ? { errors: error.fields } : {}
        return reply.status(error.httpStatus).send({ status: 'error', message: error.message, ...errors })
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

/**
 * Schema compilers for the whole app (decision 020): every schema is a zod schema from
 * packages/domain/src/api. It validates the route's input and serialises its output; z.object
 * strips unknown keys, so a field the response schema does not name never leaves the server.
 */
import type { FastifyServerOptions } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { $ZodType, safeParse, type $ZodIssue } from 'zod/v4/core'

export const isZodSchema = (schema: unknown): schema is $ZodType => schema instanceof $ZodType

/** One refused input, in the shape Fastify keeps in `error.validation` (plugins/errors.ts reads it). */
export interface ValidationIssue {
  /** zod's issue code: invalid_type, too_big, too_small, invalid_value, invalid_format, … */
  keyword: string
  /** `/booking/0/travellers`: where in the body, query or params. */
  instancePath: string
  message: string
  /** The rest of zod's issue (expected, minimum, origin, values…), `input` included. */
  params: Record<string, unknown>
  /** The schema gave this message itself (a sentence from the domain), so it is shown as is. */
  custom: boolean
}

/**
 * Put where zod's default message would be: a schema's own message takes precedence over a
 * per-parse error map, so whatever does not carry this was written by the schema's author.
 */
const ZOD_DEFAULT_MESSAGE = '\u0000zod-default'

function toValidationIssue({ code, path, message, ...params }: $ZodIssue): ValidationIssue {
  const custom = message !== ZOD_DEFAULT_MESSAGE
  return { keyword: code, instancePath: `/${path.join('/')}`, message: custom ? message : '', params, custom }
}

type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string }
type SerializerRoute = Parameters<typeof serializerCompiler>[0]

function notZod({ method, url, httpPart }: RouteSchema): Error {
  return new Error(
    `${method} ${url}: its ${httpPart ?? 'response'} schema is not a zod schema (decision 020)`,
  )
}

function buildValidator() {
  return (route: RouteSchema) => {
    const schema = route.schema
    if (!isZodSchema(schema)) throw notZod(route)
    return (data: unknown) => {
      // The input is kept in each issue so "missing" (undefined) reads as "x is required".
      const result = safeParse(schema, data, { reportInput: true, error: () => ZOD_DEFAULT_MESSAGE })
      return result.success ? { value: result.data } : { error: result.error.issues.map(toValidationIssue) }
    }
  }
}

function buildSerializer() {
  return (route: RouteSchema) => {
    if (!isZodSchema(route.schema)) throw notZod(route)
    return serializerCompiler(route as SerializerRoute)
  }
}

export const schemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as FastifyServerOptions['schemaController']

/**
 * The contract every route of routes/ keeps (decision 020), checked as each route is
 * registered, so a route that breaks it stops the app from starting (and every test with it):
 * its input parts and every response are zod schemas from packages/domain/src/api, and it
 * declares at least one success or redirect answer, unless it is hidden from the document.
 */
import type { FastifySchema, RouteOptions } from 'fastify'
import { isZodSchema } from './compilers.ts'

const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const

interface ContentForm {
  content: Record<string, { schema?: unknown }>
}
const isContentForm = (response: unknown): response is ContentForm =>
  typeof response === 'object' && response !== null && 'content' in response

/** The zod schemas of one declared answer: the schema itself, or each of its content types'. */
function responseSchemas(response: unknown): unknown[] {
  return isContentForm(response) ? Object.values(response.content).map((c) => c.schema) : [response]
}

export function assertZodContract(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  const where = `${String(route.method)} ${route.url}`
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined
  const refuse = (problem: string) => {
    throw new Error(`${where}: ${problem} (decision 020: every schema is zod, from packages/domain/src/api)`)
  }
  for (const part of INPUT_PARTS) {
    if (schema?.[part] !== undefined && !isZodSchema(schema[part])) refuse(`its ${part} schema is not zod`)
  }
  const responses = Object.entries((schema?.response ?? {}) as Record<string, unknown>)
  if (responses.length === 0) refuse('it has no response schema')
  for (const [status, response] of responses) {
    if (!responseSchemas(response).every(isZodSchema)) refuse(`its ${status} response schema is not zod`)
  }
  if (!schema?.hide && !responses.some(([status]) => /^[23]/.test(status))) {
    refuse('it declares no success (2xx) or redirect (3xx) answer')
  }
}

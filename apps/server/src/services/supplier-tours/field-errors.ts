/**
 * The editor's body checks answer field by field: a request schema refusal (a negative price,
 * a bad time) becomes the same `{ message, errors }` 422 as a domain rule, with the domain's
 * message under the field's path, instead of the API's generic 400.
 */
import type { FastifyRequest } from 'fastify'
import { FieldErrorsError } from '@serendib/domain/errors'

interface Issue {
  instancePath?: string
  message?: string
}

export function throwFieldErrors(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: Issue[]; validationContext?: string }) | undefined
  if (!error) return
  // Only a body's fields belong to the form; a bad id in the URL stays the API's 400.
  if (error.validationContext !== 'body') throw error
  const fields: Record<string, string> = {}
  for (const issue of error.validation ?? []) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body'
    fields[path] ??= issue.message ?? 'Invalid value'
  }
  throw new FieldErrorsError(fields)
}

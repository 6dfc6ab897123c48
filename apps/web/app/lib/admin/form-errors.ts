import type { z } from 'zod'

/** The first message per field of a failed zod check, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message
  }
  return errors
}

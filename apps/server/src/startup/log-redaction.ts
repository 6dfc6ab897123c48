/**
 * Single-use tokens travel in URLs (reset, verification and undo links, review links, payment
 * pages). Logs are kept, copied and read by more people than the database: the request
 * serializer writes every URL with those tokens replaced (issue 12 item 5).
 */
import type { FastifyRequest } from 'fastify'

export const REDACTED = '[redacted]'

/** Query parameters that carry a secret: our links' token, and OAuth/OIDC values. */
const SECRET_PARAMETER = /([?&](?:token|code|id_token|access_token|state|nonce)=)[^&#\s"'<>]*/gi

/** Paths whose segment after the prefix is a token (also the `.data` requests of their pages). */
const SECRET_SEGMENT = /(\/tour\/review\/|\/payments\/(?:sandbox|payhere)\/)[^/?#\s"'<>]+/g

/** A URL, or any text holding URLs (a log message), with its tokens replaced. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAMETER, `$1${REDACTED}`)
}

/** A log call's object argument with its `url` and `path` fields redacted (one level deep). */
function redactFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Error) return value
  const record = value as Record<string, unknown>
  if (typeof record.url !== 'string' && typeof record.path !== 'string') return value
  return {
    ...record,
    ...(typeof record.url === 'string' ? { url: redactUrl(record.url) } : {}),
    ...(typeof record.path === 'string' ? { path: redactUrl(record.path) } : {}),
  }
}

/**
 * Messages name URLs too (Fastify's "Route GET:/… not found"), and request-log lines carry
 * `url` or `path` fields: every log call passes through here first (pino's logMethod hook).
 */
export const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    method.apply(
      this,
      args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : redactFields(arg))),
    )
  },
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }
  },
}

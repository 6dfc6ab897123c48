import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { isInternalRequest } from '../inject-api-client.ts'

/**
 * One structured line per request (docs/decisions/041-observability-and-jobs.md) instead of Fastify's
 * two ("incoming request", "request completed"): pino JSON with the request id, method, path
 * (never the query string, which may carry a single-use token), the route pattern it matched,
 * status and duration in milliseconds. Level error for a 5xx or a failed reply.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}
  /** An unmatched URL gets its one line too (route null), not a second "not found" line. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      ...(error ? { err: error } : {}),
    }
    if (error || status >= 500) reply.log.error(line, 'request')
    // Server rendering's in-process calls are part of the page's request and its line (decision 068).
    else if (!isInternalRequest(request)) reply.log.info(line, 'request')
  }
}

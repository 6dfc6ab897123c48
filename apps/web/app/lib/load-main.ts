import type { ApiClient } from '@serendib/domain/api-client'
import { data } from 'react-router'

/**
 * Reads the one API path a page cannot live without (unlike `loadSoft`, which leaves a section
 * out). Failures are thrown as route error responses so the root ErrorBoundary renders a real
 * page with a real status instead of an empty shell:
 * - 404, or 400 (the URL named something that cannot exist): the not-found page, HTTP 404;
 * - anything else (server error, unreachable, unexpected shape): the error page, HTTP 5xx.
 */
export async function loadMain<T, R>(
  api: ApiClient,
  path: string,
  pick: (body: T) => R | null | undefined,
): Promise<R> {
  let reply
  try {
    reply = await api.get<T>(path)
  } catch {
    throw data(null, { status: 503 })
  }
  if (reply.status === 404 || reply.status === 400) throw data(null, { status: 404 })
  if (!reply.ok || reply.body == null) throw data(null, { status: reply.status >= 500 ? reply.status : 503 })
  const picked = pick(reply.body)
  if (picked == null) throw data(null, { status: 500 })
  return picked
}

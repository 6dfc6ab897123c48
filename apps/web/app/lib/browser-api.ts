import type { ApiClient, ApiReply, ApiRequestOptions } from '@serendib/domain/api-client'

/**
 * Network failures become `{ ok: false, status: 0 }` so callers handle one kind of failure; so
 * does a 2xx whose body is not JSON (something other than our API answered).
 */
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options?: ApiRequestOptions,
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options?.headers }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options?.token) headers.authorization = `Bearer ${options.token}`
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options?.signal,
    })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      return { ok: false, status: response.ok ? 0 : response.status, body: null }
    }
    return response.ok
      ? { ok: true, status: response.status, body: parsed as T }
      : { ok: false, status: response.status, body: parsed }
  } catch {
    return { ok: false, status: 0, body: null }
  }
}

/** ApiClient over `fetch` for clientLoaders and event handlers (same origin as the site). */
export const browserApi: ApiClient = {
  get: (path, options) => send('GET', path, undefined, options),
  post: (path, body, options) => send('POST', path, body, options),
}

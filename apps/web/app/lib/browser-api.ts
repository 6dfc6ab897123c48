import type { ApiClient, ApiReply, ApiRequestOptions } from '@serendib/domain/api-client'

/** Network failures become `{ ok: false, status: 0 }` so callers handle one kind of failure. */
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options?: ApiRequestOptions,
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options?.token) headers.authorization = `Bearer ${options.token}`
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    return { ok: response.ok, status: response.status, body: parsed as T }
  } catch {
    return { ok: false, status: 0, body: null as T }
  }
}

/** ApiClient over `fetch` for clientLoaders and event handlers (same origin as the site). */
export const browserApi: ApiClient = {
  get: (path, options) => send('GET', path, undefined, options),
  post: (path, body, options) => send('POST', path, body, options),
}

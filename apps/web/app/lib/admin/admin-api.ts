/**
 * The console's client for /api/admin/** (and the few shared calls it makes). The session is the
 * site's (sessionStorage, lib/session-store.ts); a refused token sends the admin to /admin/login
 * rather than to the public home page.
 */
import { bodyMessage } from '../reply-messages'
import { authToken } from '../auth-session'
import { updateSession } from '../session-store'

export type AdminReply<T> =
  { ok: true; status: number; data: T; message?: string } | { ok: false; status: number; message: string }

const FALLBACK = 'Could not load data'

export function adminLoginPath(next?: string): string {
  return next && next.startsWith('/admin') && next !== '/admin/login'
    ? `/admin/login?next=${encodeURIComponent(next)}`
    : '/admin/login'
}

function sessionEnded() {
  updateSession({ authToken: null, user: null, loggedIn: false }, 'now')
  window.location.assign(adminLoginPath(window.location.pathname + window.location.search))
}

async function send<T>(method: string, path: string, body?: unknown, raw?: BodyInit): Promise<AdminReply<T>> {
  const token = authToken()
  if (!token) {
    sessionEnded()
    return { ok: false, status: 401, message: 'Please log in to continue' }
  }
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    })
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'The server could not be reached. Check the connection and try again.',
    }
  }
  // An empty or non-JSON body (a proxy's error page) reads as null.
  const parsed: unknown = await response.json().catch(() => null)
  if (response.status === 401 && authToken() === token) sessionEnded()
  if (!response.ok) {
    const message =
      response.status >= 500 ? 'Something went wrong on our side' : (bodyMessage(parsed) ?? FALLBACK)
    return { ok: false, status: response.status, message }
  }
  const envelope = parsed as { data?: T; message?: string }
  return {
    ok: true,
    status: response.status,
    data: (envelope?.data ?? parsed) as T,
    message: envelope?.message,
  }
}

export const adminApi = {
  get: <T>(path: string) => send<T>('GET', path),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  del: <T>(path: string) => send<T>('DELETE', path),
  /** A picture for catalogue content; the answer's key goes into the form. */
  upload: <T>(file: File) => {
    const form = new FormData()
    form.append('file', file)
    return send<T>('POST', '/api/admin/images', undefined, form)
  },
}

/** A path with the non-empty query values of `params`. */
export function withQuery(
  path: string,
  params: URLSearchParams | Record<string, string | number | undefined>,
): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params)
  const query = new URLSearchParams()
  for (const [key, value] of entries) if (value !== undefined && value !== '') query.set(key, String(value))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The portal's client for /api/supplier/** (decision 038). The session is the site's
 * (sessionStorage); a refused token sends the supplier to /supplier/login, and a refused save
 * carries the API's message per field (`errors`), which the forms show beside each field.
 */
import { authToken } from '../auth-session'
import { bodyMessage } from '../reply-messages'
import { updateSession } from '../session-store'

export type FieldErrors = Record<string, string>
export type SupplierReply<T> =
  | { ok: true; status: number; data: T; message?: string }
  | { ok: false; status: number; message: string; errors: FieldErrors }

const FALLBACK = 'Could not load data'

export function supplierLoginPath(next?: string): string {
  return next && next.startsWith('/supplier') && !next.startsWith('/supplier/login')
    ? `/supplier/login?next=${encodeURIComponent(next)}`
    : '/supplier/login'
}

function sessionEnded() {
  updateSession({ authToken: null, user: null, loggedIn: false }, 'now')
  window.location.assign(supplierLoginPath(window.location.pathname + window.location.search))
}

function errorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {}
  const errors = body.errors
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string')) as FieldErrors
}

async function send<T>(
  method: string,
  path: string,
  body?: unknown,
  raw?: BodyInit,
): Promise<SupplierReply<T>> {
  const token = authToken()
  if (!token) {
    sessionEnded()
    return { ok: false, status: 401, message: 'Please log in to continue', errors: {} }
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
      errors: {},
    }
  }
  const parsed: unknown = await response.json().catch(() => null)
  if (response.status === 401 && authToken() === token) sessionEnded()
  if (!response.ok) {
    const message =
      response.status >= 500 ? 'Something went wrong on our side' : (bodyMessage(parsed) ?? FALLBACK)
    return { ok: false, status: response.status, message, errors: errorsOf(parsed) }
  }
  const envelope = parsed as { data?: T; message?: string }
  return {
    ok: true,
    status: response.status,
    data: (envelope?.data ?? parsed) as T,
    message: envelope?.message,
  }
}

export const supplierApi = {
  get: <T>(path: string) => send<T>('GET', path),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => send<T>('PATCH', path, body),
  del: <T>(path: string) => send<T>('DELETE', path),
  /** Multipart upload of one or more files under the field name `file`. */
  upload: <T>(path: string, files: File[]) => {
    const form = new FormData()
    for (const file of files) form.append('file', file)
    return send<T>('POST', path, undefined, form)
  },
}

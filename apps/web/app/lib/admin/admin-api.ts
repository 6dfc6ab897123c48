/**
 * The console's client for /api/admin/** (and the few shared calls it makes): the signed-in
 * area client of lib/area-api.ts, whose refused token sends the admin to /admin/login rather than
 * to the public home page.
 */
import { areaSender, type AreaReply } from '../area-api'

export type AdminReply<T> = AreaReply<T>

export function adminLoginPath(next?: string): string {
  return next && next.startsWith('/admin') && next !== '/admin/login'
    ? `/admin/login?next=${encodeURIComponent(next)}`
    : '/admin/login'
}

const send = areaSender(adminLoginPath)

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

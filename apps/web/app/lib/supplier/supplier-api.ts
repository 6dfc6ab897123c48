/**
 * The portal's client for /api/supplier/** (decision 038): the signed-in area client of
 * lib/area-api.ts, whose refused token sends the supplier to /supplier/login.
 */
import { localizedPath, splitLocale, supplierPortalLocale } from '@serendib/domain/i18n/locales'
import { areaSender, type AreaReply } from '../area-api'

export type { FieldErrors } from '../area-api'
export type SupplierReply<T> = AreaReply<T>

/** The portal's login in the language of `next` (`/si/supplier/login?next=/si/supplier/bookings`). */
export function supplierLoginPath(next?: string): string {
  const locale = next ? supplierPortalLocale(next) : null
  const login = localizedPath('/supplier/login', locale ?? 'en')
  return next && locale && !splitLocale(next).path.startsWith('/supplier/login')
    ? `${login}?next=${encodeURIComponent(next)}`
    : login
}

const send = areaSender(supplierLoginPath)

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

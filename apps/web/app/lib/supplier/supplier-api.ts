/**
 * The portal's client for /api/supplier/** (decision 038): the signed-in area client of
 * lib/area-api.ts, whose refused token sends the supplier to /supplier/login.
 */
import { areaSender, type AreaReply } from '../area-api'

export type { FieldErrors } from '../area-api'
export type SupplierReply<T> = AreaReply<T>

export function supplierLoginPath(next?: string): string {
  return next && next.startsWith('/supplier') && !next.startsWith('/supplier/login')
    ? `/supplier/login?next=${encodeURIComponent(next)}`
    : '/supplier/login'
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

import { timingSafeEqual } from 'node:crypto'
import { WEB_CLIENT_ID } from '@serendib/domain/accounts'

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The first-party client check of /oauth/token and /api/register: client '2' and its secret. */
export function isWebClient(body: { client_id?: unknown; client_secret?: unknown }, secret: string): boolean {
  return String(body.client_id ?? '') === WEB_CLIENT_ID && sameSecret(body.client_secret, secret)
}

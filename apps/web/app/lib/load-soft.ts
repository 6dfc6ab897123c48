import type { ApiClient } from '@serendib/domain/api-client'

/**
 * Reads one API path for a page section and picks the part it needs. Any failure (HTTP error,
 * unexpected shape, thrown client) yields null so the section is left out instead of the
 * whole page failing.
 */
export async function loadSoft<T, R>(
  api: ApiClient,
  path: string,
  pick: (body: T) => R | null | undefined,
): Promise<R | null> {
  try {
    const reply = await api.get<T>(path)
    if (!reply.ok || reply.body == null) return null
    return pick(reply.body) ?? null
  } catch {
    return null
  }
}

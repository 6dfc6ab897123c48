import { vi } from 'vitest'

/** sessionStorage as far as the app uses it. */
class MemoryStorage {
  readonly values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, value)
  }
}

/**
 * For store tests: a browser window just big enough for the session code (storage, events,
 * location), stubbed as the global `window`. `stored` is the JSON of sessionStorage's keys.
 */
export function fakeWindow(stored: Record<string, unknown> = {}) {
  const storage = new MemoryStorage()
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, JSON.stringify(value))
  const win = Object.assign(new EventTarget(), { sessionStorage: storage, location: { assign: vi.fn() } })
  vi.stubGlobal('window', win)
  return win
}

export type FakeReply = { status: number; body?: unknown }

/** fetch answering by "METHOD path" (else 404); every request is kept for assertions. */
export function fakeFetch(replies: Record<string, FakeReply>) {
  const requests: { key: string; authorization: string | undefined }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const key = `${init.method} ${path}`
      requests.push({
        key,
        authorization: (init.headers as Record<string, string> | undefined)?.authorization,
      })
      const reply = replies[key] ?? { status: 404 }
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status,
      })
    }),
  )
  return requests
}

import { vi } from 'vitest'

/** sessionStorage and localStorage as far as the app uses them. */
export class MemoryStorage {
  readonly values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, value)
  }
  removeItem(key: string) {
    this.values.delete(key)
  }
}

const filled = (stored: Record<string, unknown>) => {
  const storage = new MemoryStorage()
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, JSON.stringify(value))
  return storage
}

/**
 * For store tests: a browser window just big enough for the session code (storage, events,
 * location), stubbed as the global `window`. `stored` is the JSON of sessionStorage's keys,
 * `local` of localStorage's: pass another window's `localStorage` to play a second tab of the
 * same browser.
 */
export function fakeWindow(
  stored: Record<string, unknown> = {},
  local: Record<string, unknown> | MemoryStorage = {},
) {
  const win = Object.assign(new EventTarget(), {
    sessionStorage: filled(stored),
    localStorage: local instanceof MemoryStorage ? local : filled(local),
    location: { assign: vi.fn(), pathname: '/' },
  })
  vi.stubGlobal('window', win)
  return win
}

/** What another tab's change of a localStorage key looks like to this one (`storage` event). */
export function storageEvent(key: string, newValue: unknown): Event {
  return Object.assign(new Event('storage'), {
    key,
    newValue: newValue === null ? null : JSON.stringify(newValue),
  })
}

export type FakeReply = { status: number; body?: unknown }

/**
 * fetch answering by "METHOD path" (else 404); a list answers in turn, its last reply from then
 * on. Every request is kept for assertions.
 */
export function fakeFetch(replies: Record<string, FakeReply | FakeReply[]>) {
  const requests: { key: string; authorization: string | undefined; firstParty?: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const key = `${init.method} ${path}`
      const headers = init.headers as Record<string, string> | undefined
      requests.push({
        key,
        authorization: headers?.authorization,
        // The browser session's CSRF header (decision 057); absent on other calls.
        firstParty: headers?.['x-serendib-session'],
      })
      const planned = replies[key]
      const reply = (Array.isArray(planned)
        ? planned.length > 1
          ? planned.shift()
          : planned[0]
        : planned) ?? {
        status: 404,
      }
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status,
      })
    }),
  )
  return requests
}

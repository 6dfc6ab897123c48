/**
 * A bounded, per-process cache of recent catalogue answers (docs/decisions/008). Entries live
 * `ttlMs` at most, the least recently used go first when `max` is reached, and concurrent
 * misses for one key share a single load. A ttl of 0 turns caching off.
 */
export interface LruCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
  /** The value held for `key` if it has not expired (no load); counts as a use. */
  peek(key: string): Promise<V> | undefined
  clear(): void
  readonly size: number
}

export function createLruCache<V>({ max, ttlMs }: { max: number; ttlMs: number }): LruCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>()
  return {
    get(key, load) {
      if (ttlMs <= 0) return load()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) {
        // Re-insert so the Map's order is least recently used first.
        entries.delete(key)
        entries.set(key, hit)
        return hit.value
      }
      const value = load()
      entries.delete(key)
      entries.set(key, { expires: now + ttlMs, value })
      // Failures (including 404s) are not remembered: the next caller asks the database again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      while (entries.size > max) entries.delete(entries.keys().next().value!)
      return value
    },
    peek(key) {
      const hit = entries.get(key)
      if (!hit || hit.expires <= Date.now()) return undefined
      entries.delete(key)
      entries.set(key, hit)
      return hit.value
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

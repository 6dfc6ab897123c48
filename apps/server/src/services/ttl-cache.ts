/**
 * A small per-process cache for read-mostly catalogue answers (footer tags, counts) that are
 * costly on a large catalogue and may be a minute stale. Concurrent misses share one load.
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
): { get: () => Promise<T>; clear: () => void } {
  let value: { expires: number; promise: Promise<T> } | undefined
  return {
    get() {
      const now = Date.now()
      if (!value || value.expires <= now) {
        const promise = load()
        value = { expires: now + ttlMs, promise }
        // A failed load is not kept: the next caller tries again.
        promise.catch(() => {
          if (value?.promise === promise) value = undefined
        })
      }
      return value.promise
    },
    clear() {
      value = undefined
    },
  }
}

export interface ThrottledWriter<T> {
  /** Writes now when the last write is older than the interval, else once the interval has passed. */
  schedule(value: T): void
  /** Writes the pending value now (login, logout, page hide): a navigation right after must not lose it. */
  flush(): void
  /** Writes this value now, replacing any pending one. */
  writeNow(value: T): void
}

/**
 * Spec §4 Session: state is saved "at most once per second". The first change writes at once;
 * changes inside the interval collapse into one trailing write of the latest value, so the
 * stored state is never more than one interval behind.
 */
export function throttledWriter<T>(write: (value: T) => void, intervalMs: number): ThrottledWriter<T> {
  let lastWrite = Number.NEGATIVE_INFINITY
  let pending: { value: T } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  function flush() {
    if (timer !== null) clearTimeout(timer)
    timer = null
    if (!pending) return
    const { value } = pending
    pending = null
    lastWrite = Date.now()
    write(value)
  }

  return {
    schedule(value) {
      pending = { value }
      if (timer !== null) return
      const wait = lastWrite + intervalMs - Date.now()
      if (wait <= 0) flush()
      else timer = setTimeout(flush, wait)
    },
    flush,
    writeNow(value) {
      pending = { value }
      flush()
    },
  }
}

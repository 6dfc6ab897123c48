import { describe, expect, it, vi } from 'vitest'
import { cached } from './ttl-cache.ts'

describe('cached', () => {
  it('loads once per time-to-live, shares a load between concurrent callers', async () => {
    vi.useFakeTimers()
    let loads = 0
    const tags = cached(1000, async () => ++loads)
    expect(await Promise.all([tags.get(), tags.get()])).toEqual([1, 1])
    vi.advanceTimersByTime(999)
    expect(await tags.get()).toBe(1)
    vi.advanceTimersByTime(2)
    expect(await tags.get()).toBe(2)
    vi.useRealTimers()
  })

  it('does not keep a failure', async () => {
    let calls = 0
    const flaky = cached(60_000, async () => {
      calls++
      if (calls === 1) throw new Error('database down')
      return 'ok'
    })
    await expect(flaky.get()).rejects.toThrow('database down')
    expect(await flaky.get()).toBe('ok')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLruCache } from './lru-cache.ts'

describe('createLruCache', () => {
  // Workers run file after file (isolate: false): fake timers must not outlive a failed test.
  afterEach(() => vi.useRealTimers())

  it('serves a hit until it expires and shares concurrent loads', async () => {
    vi.useFakeTimers()
    let loads = 0
    const cache = createLruCache<number>({ max: 10, ttlMs: 1000 })
    const load = async () => ++loads
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1])
    vi.advanceTimersByTime(1001)
    expect(await cache.get('a', load)).toBe(2)
  })

  it('evicts the least recently used entry', async () => {
    const cache = createLruCache<string>({ max: 2, ttlMs: 60_000 })
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    await cache.get('a', async () => 'a2') // a is now the most recent
    await cache.get('c', async () => 'c1') // evicts b
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'a3')).toBe('a1')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })

  it('forgets failures and is off with a ttl of 0', async () => {
    const cache = createLruCache<string>({ max: 2, ttlMs: 60_000 })
    await expect(cache.get('x', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    expect(await cache.get('x', async () => 'back')).toBe('back')
    let loads = 0
    const off = createLruCache<number>({ max: 2, ttlMs: 0 })
    await off.get('k', async () => ++loads)
    await off.get('k', async () => ++loads)
    expect(loads).toBe(2)
  })

  it('peeks at a held value without loading, until it expires or is cleared', async () => {
    vi.useFakeTimers()
    const cache = createLruCache<string>({ max: 2, ttlMs: 1000 })
    expect(cache.peek('a')).toBeUndefined()
    await cache.get('a', async () => 'a1')
    expect(await cache.peek('a')).toBe('a1')
    vi.advanceTimersByTime(1001)
    expect(cache.peek('a')).toBeUndefined()
    await cache.get('a', async () => 'a2')
    cache.clear()
    expect(cache.peek('a')).toBeUndefined()
    expect(createLruCache<string>({ max: 2, ttlMs: 0 }).peek('a')).toBeUndefined()
  })
})

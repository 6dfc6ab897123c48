import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttledWriter } from './throttled-writer'

describe('throttledWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('writes the first value at once', () => {
    const write = vi.fn()
    throttledWriter(write, 1000).schedule('a')
    expect(write).toHaveBeenCalledExactlyOnceWith('a')
  })

  it('collapses changes within the interval into one trailing write of the latest value', () => {
    const write = vi.fn()
    const writer = throttledWriter(write, 1000)
    writer.schedule('a')
    vi.advanceTimersByTime(200)
    writer.schedule('b')
    writer.schedule('c')
    expect(write.mock.calls).toEqual([['a']])
    vi.advanceTimersByTime(799)
    expect(write).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(write.mock.calls).toEqual([['a'], ['c']])
  })

  it('never writes more than once per interval under a steady stream of changes', () => {
    const write = vi.fn()
    const writer = throttledWriter(write, 1000)
    for (let i = 0; i < 50; i++) {
      writer.schedule(i)
      vi.advanceTimersByTime(100)
    }
    vi.advanceTimersByTime(1000)
    expect(write.mock.calls.length).toBeLessThanOrEqual(6)
    expect(write.mock.lastCall).toEqual([49])
  })

  it('writes again at once after a quiet interval', () => {
    const write = vi.fn()
    const writer = throttledWriter(write, 1000)
    writer.schedule('a')
    vi.advanceTimersByTime(1500)
    writer.schedule('b')
    expect(write.mock.calls).toEqual([['a'], ['b']])
  })

  it('writeNow skips the wait and drops the pending trailing write', () => {
    const write = vi.fn()
    const writer = throttledWriter(write, 1000)
    writer.schedule('a')
    writer.schedule('b')
    writer.writeNow('logged out')
    expect(write.mock.calls).toEqual([['a'], ['logged out']])
    vi.advanceTimersByTime(5000)
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('flush writes a pending value now and does nothing when nothing is pending', () => {
    const write = vi.fn()
    const writer = throttledWriter(write, 1000)
    writer.flush()
    expect(write).not.toHaveBeenCalled()
    writer.schedule('a')
    writer.schedule('b')
    writer.flush()
    expect(write.mock.calls).toEqual([['a'], ['b']])
    vi.advanceTimersByTime(5000)
    expect(write).toHaveBeenCalledTimes(2)
  })
})

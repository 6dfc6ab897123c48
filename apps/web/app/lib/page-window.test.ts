import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows short ranges whole', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20])
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20])
  })

  it('never shows a page twice or past the end', () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const pages = pageWindow(current, last).filter((page) => page !== null)
        expect(new Set(pages).size).toBe(pages.length)
        expect(pages).toContain(current)
        expect(Math.max(...pages)).toBe(last)
      }
    }
  })
})

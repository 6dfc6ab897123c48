import type { SearchResponse } from '@serendib/domain/catalogue-api'
import { describe, expect, it } from 'vitest'
import { fakeApi } from './fake-api'
import { loadSoft } from './load-soft'
import { searchResults } from './search-results'

describe('loadSoft', () => {
  it('returns the picked part of a successful reply', async () => {
    const api = fakeApi({ ok: true, status: 200, body: { data: [1, 2] } })
    expect(await loadSoft(api, '/x', (body: { data: number[] }) => body.data)).toEqual([1, 2])
  })

  it('turns HTTP errors, missing parts and thrown clients into null', async () => {
    const pick = (body: { data?: number[] }) => body.data
    expect(
      await loadSoft(fakeApi({ ok: false, status: 500, body: { status: 'error' } }), '/x', pick),
    ).toBeNull()
    expect(await loadSoft(fakeApi({ ok: true, status: 200, body: {} }), '/x', pick)).toBeNull()
    expect(await loadSoft(fakeApi({ ok: true, status: 200, body: null }), '/x', pick)).toBeNull()
    expect(await loadSoft(fakeApi(new Error('down')), '/x', pick)).toBeNull()
  })
})

describe('searchResults', () => {
  it('accepts the limited list and the paginated page', () => {
    const card = { id: 1 } as never
    const list: SearchResponse = { status: 'success', data: { results: [card] } }
    const page: SearchResponse = {
      status: 'success',
      data: {
        results: { data: [card], current_page: 1, last_page: 1, per_page: 12, total: 1, from: 1, to: 1 },
      },
    }
    expect(searchResults(list)).toEqual([card])
    expect(searchResults(page)).toEqual([card])
  })
})

import { Messages } from '@serendib/domain/messages'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, fakeWindow } from './fake-window'
import { storedIdsFor, withFavourite } from './favourites'

describe('storedIdsFor', () => {
  it('gives the stored ids only to the user they were loaded for', () => {
    expect(storedIdsFor({ userId: 7, ids: [1, 2] }, 7)).toEqual([1, 2])
    expect(storedIdsFor({ userId: 7, ids: [1, 2] }, 8)).toBeNull()
  })

  it('treats a damaged value as nothing stored', () => {
    for (const raw of [null, 'x', { userId: 7 }, { userId: 7, ids: 'x' }, { userId: 7, ids: ['1'] }]) {
      expect(storedIdsFor(raw, 7), JSON.stringify(raw)).toBeNull()
    }
  })
})

describe('withFavourite', () => {
  it('adds and removes without touching the given set', () => {
    const ids = new Set([1, 2])
    expect([...withFavourite(ids, 3, true)]).toEqual([1, 2, 3])
    expect([...withFavourite(ids, 1, false)]).toEqual([2])
    expect([...ids]).toEqual([1, 2])
  })
})

/** The store's window: a logged-in user, and the favourites kept for a user if given. */
function loggedIn(userId: number, favourites?: unknown) {
  const session = {
    loggedIn: true,
    authToken: { access_token: `token-${userId}`, token_type: 'Bearer', expires_in: 3600 },
    user: { id: userId, email: 'ana@example.com', first_name: 'Ana', last_name: 'Perera' },
  }
  const win = fakeWindow({
    'serendib.session': session,
    ...(favourites === undefined ? {} : { 'serendib.favourites': favourites }),
  })
  return win.sessionStorage
}

async function freshStore() {
  vi.resetModules()
  return import('./favourites')
}

/** The "METHOD path" of each request sent. */
const sent = (requests: ReturnType<typeof fakeFetch>) => requests.map((request) => request.key)

describe('the favourite ids store', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks the server once, however many hearts ask at the same time', async () => {
    const storage = loggedIn(7)
    const requests = fakeFetch({ 'GET /api/account/favourites/ids': { status: 200, body: { data: [4, 5] } } })
    const store = await freshStore()
    await Promise.all([store.loadFavouriteIds(), store.loadFavouriteIds(), store.loadFavouriteIds()])
    await store.loadFavouriteIds()
    expect(sent(requests)).toEqual(['GET /api/account/favourites/ids'])
    expect([...(store.currentFavouriteIds() ?? [])]).toEqual([4, 5])
    expect(JSON.parse(storage.getItem('serendib.favourites') ?? 'null')).toEqual({ userId: 7, ids: [4, 5] })
  })

  it("reuses this session's stored ids, but never another user's", async () => {
    loggedIn(7, { userId: 7, ids: [1] })
    let requests = fakeFetch({})
    let store = await freshStore()
    await store.loadFavouriteIds()
    expect(sent(requests)).toEqual([])
    expect([...(store.currentFavouriteIds() ?? [])]).toEqual([1])

    loggedIn(8, { userId: 7, ids: [1] })
    requests = fakeFetch({ 'GET /api/account/favourites/ids': { status: 200, body: { data: [] } } })
    store = await freshStore()
    expect(store.currentFavouriteIds()).toBeNull()
    await store.loadFavouriteIds()
    expect(sent(requests)).toEqual(['GET /api/account/favourites/ids'])
    expect([...(store.currentFavouriteIds() ?? [])]).toEqual([])
  })

  it('adds and removes through the API and keeps the ids in step', async () => {
    loggedIn(7, { userId: 7, ids: [1] })
    const requests = fakeFetch({
      'GET /api/account/favourites/add/2': { status: 200, body: { status: 'success', message: 'x' } },
      'GET /api/account/favourites/remove/1': { status: 200, body: { status: 'success', message: 'x' } },
    })
    const store = await freshStore()
    expect(await store.setFavourite(2, true)).toEqual({
      ok: true,
      favourite: true,
      message: Messages.favouriteAdded,
    })
    expect(await store.setFavourite(1, false)).toEqual({
      ok: true,
      favourite: false,
      message: Messages.favouriteRemoved,
    })
    expect(sent(requests)).toEqual([
      'GET /api/account/favourites/add/2',
      'GET /api/account/favourites/remove/1',
    ])
    expect([...(store.currentFavouriteIds() ?? [])]).toEqual([2])
  })

  it("answers 'Could not process action' when the call fails, and changes nothing", async () => {
    loggedIn(7, { userId: 7, ids: [1] })
    fakeFetch({ 'GET /api/account/favourites/add/2': { status: 500 } })
    const store = await freshStore()
    expect(await store.setFavourite(2, true)).toEqual({ ok: false, message: Messages.favouriteFailed })
    expect([...(store.currentFavouriteIds() ?? [])]).toEqual([1])
  })
})

import type { FavouriteJson } from '@serendib/domain/api/account'
import type { ApiMessage, ApiSuccess } from '@serendib/domain/api/envelope'
import { Messages } from '@serendib/domain/messages'
import { useSyncExternalStore } from 'react'
import { authedApi } from './auth-session'
import { getSession, readStoredJson, SESSION_CHANGE_EVENT, storeJson } from './session-store'
import { isRecord } from './stored-value'

/** sessionStorage key of the favourite ids: loaded once per session, kept with the user's id. */
export const FAVOURITES_KEY = 'serendib.favourites'
const CHANGE_EVENT = 'serendib:favourites-change'

interface FavouriteCache {
  userId: number
  ids: ReadonlySet<number>
}

/** GET /api/account/favourites: one saved activity per entry (the contract's FavouriteJson). */
export type Favourite = FavouriteJson

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/**
 * The stored ids when they belong to `userId`; another user's (or a damaged value) count as
 * none (sessionStorage is not the API: see stored-value.ts).
 */
export function storedIdsFor(raw: unknown, userId: number): number[] | null {
  if (!isRecord(raw) || raw.userId !== userId || !Array.isArray(raw.ids)) return null
  return raw.ids.every(isId) ? raw.ids : null
}

/** `ids` with `activityId` added or taken out; a new set, so subscribers see a change. */
export function withFavourite(ids: ReadonlySet<number>, activityId: number, on: boolean): Set<number> {
  const next = new Set(ids)
  if (on) next.add(activityId)
  else next.delete(activityId)
  return next
}

let cache: FavouriteCache | null = null
let loading: Promise<void> | null = null

function currentUserId(): number | null {
  const session = getSession()
  return session.loggedIn && session.user ? session.user.id : null
}

function setCache(userId: number, ids: ReadonlySet<number>) {
  cache = { userId, ids }
  storeJson(FAVOURITES_KEY, { userId, ids: [...ids] })
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** The logged-in user's favourite ids, or null while they are not known (or nobody is logged in). */
function favouriteIds(): ReadonlySet<number> | null {
  const userId = currentUserId()
  if (userId === null) return null
  if (cache?.userId !== userId) {
    const stored = storedIdsFor(readStoredJson(FAVOURITES_KEY), userId)
    cache = stored ? { userId, ids: new Set(stored) } : null
  }
  return cache?.ids ?? null
}

/** The ids as known right now, for event handlers (render with `useFavouriteIds`). */
export const currentFavouriteIds = favouriteIds

/** The favourites page has the whole list: its ids replace the cached ones. */
export function rememberFavouriteIds(ids: readonly number[]): void {
  const userId = currentUserId()
  if (userId !== null) setCache(userId, new Set(ids))
}

/**
 * Reads the ids once per session (spec §7 gives no such call; the API contract adds it for the
 * hearts). Every card asks; only the first call goes to the server.
 */
export function loadFavouriteIds(): Promise<void> {
  const userId = currentUserId()
  if (userId === null || favouriteIds()) return Promise.resolve()
  loading ??= authedApi
    .get<ApiSuccess<number[]>>('/api/account/favourites/ids')
    .then((reply) => {
      // Still the same user: a logout or another login during the call drops its answer.
      if (reply.ok && currentUserId() === userId) setCache(userId, new Set(reply.body.data))
    })
    .finally(() => {
      loading = null
    })
  return loading
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener(SESSION_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange)
  }
}

/** Favourite ids for rendering: null on the server and during hydration, so the HTML matches. */
export function useFavouriteIds(): ReadonlySet<number> | null {
  return useSyncExternalStore(subscribe, favouriteIds, () => null)
}

export type FavouriteResult =
  { ok: true; favourite: boolean; message: string } | { ok: false; message: string }

/**
 * GET /api/account/favourites/add|remove/{id} (auth). A refused token (401) has already ended
 * the session and sent the user to /; the result then carries no message to show.
 */
export async function setFavourite(activityId: number, on: boolean): Promise<FavouriteResult> {
  const userId = currentUserId()
  const reply = await authedApi.get<ApiMessage>(
    `/api/account/favourites/${on ? 'add' : 'remove'}/${activityId}`,
  )
  if (!reply.ok) return { ok: false, message: reply.status === 401 ? '' : Messages.favouriteFailed }
  const known = favouriteIds()
  if (userId !== null && known) setCache(userId, withFavourite(known, activityId, on))
  return { ok: true, favourite: on, message: on ? Messages.favouriteAdded : Messages.favouriteRemoved }
}

/** GET /api/account/favourites (auth): the saved activities; null when the call failed. */
export async function loadFavourites(): Promise<Favourite[] | null> {
  const reply = await authedApi.get<ApiSuccess<Favourite[]>>('/api/account/favourites')
  return reply.ok ? reply.body.data : null
}

import { Timing } from '@serendib/domain/site'
import { useSyncExternalStore } from 'react'
import { EMPTY_SESSION, parseSession, type SessionState } from './session-state'
import { throttledWriter, type ThrottledWriter } from './throttled-writer'

/** sessionStorage key of the tab's session (spec §3): its token, the user and its selections. */
export const SESSION_KEY = 'serendib.session'
/** localStorage key of the cart: kept on this device, shared by its tabs (decision 057). */
export const CART_KEY = 'serendib.cart'
/**
 * localStorage: the id of the user this browser stays signed in as (its httpOnly session cookie
 * cannot be read by scripts). A new tab restores the login only when it is there, and other tabs
 * hear it change (decision 057).
 */
export const SIGNED_IN_KEY = 'serendib.signed-in'

/** Fired on window after this tab changes a value; `storage` events only reach other tabs. */
export const SESSION_CHANGE_EVENT = 'serendib:session-change'

/** The tab's own storage, or the device's, shared by every tab of the site. */
export type StorageArea = 'sessionStorage' | 'localStorage'

/** A stored JSON value, or null (absent, corrupt, or storage not available). */
export function readStoredJson(key: string, area: StorageArea = 'sessionStorage'): unknown {
  try {
    const raw = window[area].getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    // Private mode or a corrupt value: behave as a fresh visitor.
    return null
  }
}

/** Stores `value` as JSON; null removes the key. */
export function storeJson(key: string, value: unknown, area: StorageArea = 'sessionStorage'): void {
  try {
    if (value === null) window[area].removeItem(key)
    else window[area].setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the in-memory state of the page still works.
  }
}

const announce = () => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT))

/** Writes a key and tells the header (and anything else subscribed) to re-read it. */
export function writeSessionValue(key: string, value: unknown): void {
  storeJson(key, value)
  announce()
}

// The session lives in memory and reaches storage through the throttled writer (spec §4
// Session: saved at most once per second), so readers use this copy, never storage directly.
let session: SessionState | null = null
let writer: ThrottledWriter<SessionState> | null = null

function sessionWriter(): ThrottledWriter<SessionState> {
  if (!writer) {
    writer = throttledWriter((value) => storeJson(SESSION_KEY, value), Timing.sessionSaveThrottleMs)
    // A reload or a link to another site must not lose the last second of changes.
    window.addEventListener('pagehide', writer.flush)
  }
  return writer
}

/** The visitor's session; the empty session on the server, where there is no sessionStorage. */
export function getSession(): SessionState {
  if (typeof window === 'undefined') return EMPTY_SESSION
  session ??= parseSession(readStoredJson(SESSION_KEY))
  return session
}

/**
 * Changes the session in memory at once and saves it: `now` for login and logout (a
 * navigation or reload may follow immediately), throttled otherwise.
 */
export function updateSession(patch: Partial<SessionState>, save: 'now' | 'throttled' = 'throttled'): void {
  if (typeof window === 'undefined') return
  session = { ...getSession(), ...patch }
  if (save === 'now') sessionWriter().writeNow(session)
  else sessionWriter().schedule(session)
  announce()
}

function onStorage(event: StorageEvent) {
  // Another browsing context of the same session (rare) changed it: read it again.
  if (event.key === SESSION_KEY || event.key === null) session = null
}

function subscribe(onChange: () => void): () => void {
  const onAnyStorage = (event: StorageEvent) => {
    onStorage(event)
    onChange()
  }
  window.addEventListener(SESSION_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onAnyStorage)
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onAnyStorage)
  }
}

const serverSession = () => EMPTY_SESSION

/** The session for rendering: empty on the server and during hydration, so both renders match. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSession, serverSession)
}

/** Logged-in flag; false on the server so SSR and the first client render match. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getSession().loggedIn,
    () => false,
  )
}

import { useSyncExternalStore } from 'react'

/** sessionStorage keys shared by every page that reads or writes the visitor's state (spec §3). */
export const SESSION_KEY = 'serendib.session'
export const CART_KEY = 'serendib.cart'

/** Fired on window after this tab writes a key; `storage` events only reach other tabs. */
export const SESSION_CHANGE_EVENT = 'serendib:session-change'

function readJson(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    // Private mode or a corrupt value: behave as a fresh visitor.
    return null
  }
}

/** Writes a key and tells the header (and anything else subscribed) to re-read it. */
export function writeSessionValue(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the in-memory state of the page still works.
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readLoggedIn(): boolean {
  const session = readJson(SESSION_KEY)
  return (
    typeof session === 'object' && session !== null && (session as { loggedIn?: unknown }).loggedIn === true
  )
}

function readCartCount(): number {
  const cart = readJson(CART_KEY)
  return Array.isArray(cart) ? cart.length : 0
}

/** Logged-in flag; false on the server so SSR and the first client render match. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, readLoggedIn, () => false)
}

/** Number of cart items; 0 on the server. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0)
}

import { addCartItem, type CartItem } from '@serendib/domain/cart'
import { Timing } from '@serendib/domain/site'
import { useSyncExternalStore } from 'react'
import { parseCart } from './cart-state'
import { CART_KEY, readStoredJson, storeJson } from './session-store'
import { throttledWriter } from './throttled-writer'

export interface CartStore {
  items(): readonly CartItem[]
  /** Adds, or for Book Now replaces the same tour's entry (the rules are checked before). */
  add(item: CartItem): void
  remove(index: number): void
  /** Empties the cart and saves at once: a navigation usually follows. */
  clear(): void
  /** Replaces one item with what `change` makes of it (edit panel, checkout details, new price). */
  update(index: number, change: (item: CartItem) => CartItem): void
  /** Replaces every item with what `change` makes of it (the checkout's shared contact block). */
  updateAll(change: (item: CartItem) => CartItem): void
  /** Writes a pending change now (page hide, leaving for the payment page). */
  flush(): void
  /** Reads the stored cart again: another tab changed it (decision 057). */
  reload(): void
  subscribe(listener: () => void): () => void
}

const EMPTY: readonly CartItem[] = Object.freeze([])

/**
 * Spec §4 Cart: add, remove by index, clear, update. The cart lives in memory and reaches
 * storage through the throttled writer (spec §4 Session: "saved at most once per second"), so
 * readers use this copy, never storage.
 */
export function createCartStore(options: {
  load: () => unknown
  save: (items: readonly CartItem[]) => void
  intervalMs: number
}): CartStore {
  let items: readonly CartItem[] | null = null
  const listeners = new Set<() => void>()
  const writer = throttledWriter(options.save, options.intervalMs)

  const current = () => (items ??= Object.freeze(parseCart(options.load())))

  const notify = () => {
    for (const listener of listeners) listener()
  }

  function set(next: readonly CartItem[], save: 'now' | 'throttled' = 'throttled') {
    items = Object.freeze([...next])
    if (save === 'now') writer.writeNow(items)
    else writer.schedule(items)
    notify()
  }

  return {
    items: current,
    add: (item) => set(addCartItem(current(), item)),
    remove(index) {
      if (index >= 0 && index < current().length) set(current().filter((_, i) => i !== index))
    },
    clear: () => set([], 'now'),
    update(index, change) {
      const list = current()
      const item = list[index]
      if (!item) return
      const next = change(item)
      if (next !== item) set(list.map((entry, i) => (i === index ? next : entry)))
    },
    updateAll(change) {
      const list = current()
      const next = list.map(change)
      if (next.some((item, i) => item !== list[i])) set(next)
    },
    flush: () => writer.flush(),
    reload() {
      // A change of ours still waiting for its write lands after, and the other tab reloads it.
      items = null
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let store: CartStore | null = null

/**
 * The device's cart; only in the browser (there is no storage on the server). It lives in
 * localStorage, so a new tab and a later visit find it, and every open tab follows a change
 * made in another (the `storage` event), as decision 057 has it.
 */
export function cartStore(): CartStore {
  if (!store) {
    const cart = createCartStore({
      load: () => readStoredJson(CART_KEY, 'localStorage'),
      save: (items) => storeJson(CART_KEY, items, 'localStorage'),
      intervalMs: Timing.sessionSaveThrottleMs,
    })
    // A reload or the hop to the payment page must not lose the last second of changes.
    window.addEventListener('pagehide', cart.flush)
    window.addEventListener('storage', (event) => {
      if (event.key === CART_KEY || event.key === null) cart.reload()
    })
    store = cart
  }
  return store
}

const subscribe = (listener: () => void) => cartStore().subscribe(listener)
const serverItems = () => EMPTY

/** The cart for rendering: empty on the server and during hydration, so both renders match. */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, () => cartStore().items(), serverItems)
}

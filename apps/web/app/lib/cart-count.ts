import { useEffect, useState } from 'react'

/**
 * The header badge's number of cart items; 0 on the server and until the cart is read. The cart
 * store (its parsing and the domain's cart rules, ~3.6 KB gzip) loads when the browser is idle or
 * the cart button is pointed at, not before the page is interactive: the home page's JavaScript
 * budget (decisions 019, 046) counts what loads first, and the badge is the only part of the cart
 * a page without a booking panel shows. Pages that book load the store anyway, so there it is
 * read at once.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    let unsubscribe: (() => void) | undefined
    const read = () =>
      void import('./cart-store').then(({ cartStore }) => {
        if (!live || unsubscribe) return
        const store = cartStore()
        const update = () => setCount(store.items().length)
        unsubscribe = store.subscribe(update)
        update()
      })
    readCartEarly = read
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(read, { timeout: 2000 })
      return () => {
        live = false
        window.cancelIdleCallback(handle)
        unsubscribe?.()
      }
    }
    const timer = setTimeout(read, 200)
    return () => {
      live = false
      clearTimeout(timer)
      unsubscribe?.()
    }
  }, [])
  return count
}

let readCartEarly: (() => void) | undefined

/** The cart button was pointed at or focused: read the cart now rather than at idle. */
export function readCartNow(): void {
  readCartEarly?.()
}

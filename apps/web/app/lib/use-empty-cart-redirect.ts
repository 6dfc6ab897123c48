import type { CartItem } from '@serendib/domain/cart'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useTranslator } from './i18n'
import { useHydrated } from './use-hydrated'

/** Spec §2 Cart: "An empty cart sends the browser to /search?key=". */
export const EMPTY_CART_TARGET = '/search?key='

/**
 * Sends the browser on once the cart is known to be empty. Not before hydration: the server
 * and the first render see no cart at all (it lives in sessionStorage).
 */
export function useEmptyCartRedirect(cart: readonly CartItem[], enabled = true): boolean {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { lp } = useTranslator()
  const empty = hydrated && cart.length === 0
  useEffect(() => {
    if (empty && enabled) void navigate(lp(EMPTY_CART_TARGET), { replace: true })
  }, [empty, enabled, navigate, lp])
  return hydrated
}

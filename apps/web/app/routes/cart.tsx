import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/cart'
import { routeMessages } from '../lib/message-catalogue'
import { CartMessages, cartTotalCents } from '@serendib/domain/cart'
import { cartCheckoutProblem } from '@serendib/domain/cart-checkout'
import { Messages } from '@serendib/domain/messages'
import { formatUsd } from '@serendib/domain/money'
import { useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { BookingPromises } from '../components/ui/booking-promises'
import { CartItemCard } from '../components/cart/cart-item-card'
import { CartIcon } from '../components/ui/icons'
import { NeedsJavaScript } from '../components/ui/needs-javascript'
import { useSnackbar } from '../components/ui/snackbar'
import { cartStore, useCart } from '../lib/cart-store'
import { useTranslator } from '../lib/i18n'
import { useSpecMessage } from '../lib/spec-message'
import { EMPTY_CART_TARGET, useEmptyCartRedirect } from '../lib/use-empty-cart-redirect'
import { ChargedPrice } from '../components/ui/charged-price'
import { ChargedInUsdNote } from '../components/ui/local-price'
import { translatedPrivateMeta } from '../lib/meta-i18n'

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['cart', 'panel', 'refusal', 'msg'] satisfies MessagePrefix[],
}

/** The cart is in the browser; the server sends only the page's messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'title.cart', 'Your cart')
}

/** Spec §2 Cart: the items with their edit panels, the total and 'Check out'. */
export default function Cart() {
  const cart = useCart()
  const hydrated = useEmptyCartRedirect(cart)
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const problem = cartCheckoutProblem(cart)
  const { t, lp, money, locale } = useTranslator()
  const tm = useSpecMessage()

  function remove(index: number) {
    cartStore().remove(index)
    showSnackbar(tm(CartMessages.itemRemoved), 'info')
    // The button that had focus is gone: start again from the top of the list.
    headingRef.current?.focus()
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
      >
        {t('cart.title')}
      </h1>
      {!hydrated ? (
        <>
          <NeedsJavaScript className="mt-8">{t('cart.needsJs')}</NeedsJavaScript>
          <p role="status" className="mt-8 text-slate-600 noscript:hidden">
            {t('cart.loading')}
          </p>
        </>
      ) : cart.length === 0 ? (
        <div role="status" className="mt-8 flex flex-col items-center gap-3 py-10 text-center">
          <CartIcon width={40} height={40} className="text-slate-400" />
          <p className="text-lg font-medium text-slate-800">{tm(Messages.cartEmpty)}</p>
          <Link to={lp(EMPTY_CART_TARGET)} className="font-semibold text-brand-700 underline">
            {t('cart.findTours')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
          <ul aria-label={t('cart.list')} className="flex flex-col gap-4">
            {cart.map((item, index) => (
              <CartItemCard key={item.activity.id} item={item} index={index} onRemove={remove} />
            ))}
          </ul>
          <aside aria-labelledby="cart-total" className="lg:sticky lg:top-24 lg:self-start">
            <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p id="cart-total" className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-800">
                  {t('cart.total', { count: cart.length })}
                </span>
                <span className="text-2xl font-extrabold text-slate-900" data-cart-total>
                  {locale === 'en' ? formatUsd(cartTotalCents(cart)) : money(cartTotalCents(cart))}
                </span>
              </p>
              <div className="flex flex-col items-end gap-1 text-right">
                <ChargedPrice cents={cartTotalCents(cart)} />
                <ChargedInUsdNote />
              </div>
              <button
                type="button"
                disabled={problem !== null}
                aria-describedby={problem ? 'cart-problem' : undefined}
                onClick={() => void navigate(lp('/checkout'))}
                className="h-12 rounded-lg bg-accent-700 px-4 font-bold text-white shadow-sm hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {t('cart.checkOut')}
              </button>
              {problem ? (
                <p id="cart-problem" className="text-sm text-red-700">
                  {tm(problem)}
                </p>
              ) : null}
              <BookingPromises />
            </div>
          </aside>
        </div>
      )}
    </div>
  )
}

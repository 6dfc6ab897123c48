import { Link } from 'react-router'
import { readCartNow, useCartCount } from '../../lib/cart-count'
import { useTranslator } from '../../lib/i18n'
import { CartIcon } from '../ui/icons'

const POPOVER_ID = 'cart-popover'

/**
 * Cart badge plus a small summary. The native popover attribute gives light dismiss, Escape
 * and focus return for free, without a dialog library.
 */
export function CartButton() {
  const count = useCartCount()
  const { t, lp } = useTranslator()
  const label = count === 0 ? t('header.cartEmpty') : t('header.cartItems', { count })

  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label={label}
        onPointerEnter={readCartNow}
        onFocus={readCartNow}
        className="relative flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-800"
      >
        <CartIcon width={22} height={22} />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs font-bold text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="fixed inset-auto top-16 right-4 m-0 w-72 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-xl"
      >
        {count === 0 ? (
          <div className="flex flex-col items-center gap-2 py-2 text-center">
            <CartIcon width={32} height={32} className="text-slate-400" />
            <p className="font-medium">{t('header.cartEmptyText')}</p>
            <Link
              to={lp('/search?key=')}
              className="text-sm font-semibold text-brand-700 underline"
              onClick={hidePopover}
            >
              {t('header.findSomething')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="font-medium">{t('header.itemsInCart', { count })}</p>
            <Link
              to={lp('/cart')}
              onClick={hidePopover}
              className="rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('header.viewCart')}
            </Link>
          </div>
        )}
      </div>
    </>
  )
}

function hidePopover() {
  document.getElementById(POPOVER_ID)?.hidePopover()
}

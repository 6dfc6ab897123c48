import {
  cartItemCostRequest,
  withCartChoices,
  withCartPrice,
  withCartPriceError,
  type CartItem,
} from '@serendib/domain/cart'
import { formatUsd } from '@serendib/domain/money'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { cartStore } from '../../lib/cart-store'
import { pickupName, travellerSummaryIn } from '../../lib/cart-view'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { useCostEstimate } from '../../lib/cost-estimate'
import { YouSave } from '../ui/deal-amount'
import { CalendarIcon, ClockIcon, MapPinIcon } from '../ui/icons'
import { UsersIcon } from '../ui/icons-more'
import { useSnackbar } from '../ui/snackbar'
import { CartItemEditor } from './cart-item-editor'
import { LocalPrice } from '../ui/local-price'

/**
 * One cart item (spec §2 Cart): picture, title, date, pick-up, counts, duration and amount,
 * with its edit panel and Remove. An item whose choices changed is priced again here, so a
 * reload in the middle of an edit still ends with a price (or the server's reason).
 */
export function CartItemCard({
  item,
  index,
  onRemove,
}: {
  item: CartItem
  index: number
  onRemove: (index: number) => void
}) {
  const showSnackbar = useSnackbar()
  const id = useId()
  const translator = useTranslator()
  const { t, lp, date, money, locale } = translator
  const tm = useSpecMessage()
  const [editing, setEditing] = useState(false)

  const estimate = useCostEstimate(item.priced ? null : cartItemCostRequest(item), (asked, result) => {
    if (result.ok) {
      cartStore().update(index, (current) => withCartPrice(current, asked, result.quote))
    } else {
      cartStore().update(index, (current) => withCartPriceError(current, asked, result.message))
      showSnackbar(tm(result.message), 'error')
    }
  })
  const pricing = !item.priced && !item.price_error && estimate.status !== 'error'

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        {item.activity.image ? (
          <img
            src={item.activity.image}
            alt=""
            width={128}
            height={96}
            className="h-20 w-24 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
          />
        ) : (
          <div aria-hidden="true" className="h-20 w-24 shrink-0 rounded-lg bg-brand-100 sm:h-24 sm:w-32" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="font-bold text-slate-900 sm:text-lg">
              <Link
                to={lp(item.activity.url || `/activity/details/${item.activity.id}`)}
                className="hover:underline"
              >
                {item.activity.name}
              </Link>
            </h2>
            <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <CalendarIcon width={15} height={15} className="shrink-0 text-brand-700" />
                <span className="sr-only">{t('cart.date')}</span>
                {date(item.from_date)}
                {/* Tours with start times (issue 13): the chosen start beside the date. */}
                {item.start_time ? (
                  <span data-start-time>{t('cart.startsAt', { time: item.start_time })}</span>
                ) : null}
              </li>
              <li className="flex items-center gap-1.5">
                <MapPinIcon width={15} height={15} className="shrink-0 text-brand-700" />
                <span className="sr-only">{t('cart.pickup')}</span>
                {pickupName(item)}
              </li>
              {item.option_label ? (
                <li className="flex items-center gap-1.5" data-option-label>
                  <span className="font-semibold">{t('cart.option')}</span> {item.option_label}
                </li>
              ) : null}
              <li className="flex items-center gap-1.5">
                <UsersIcon width={15} height={15} className="shrink-0 text-brand-700" />
                <span className="sr-only">{t('cart.travellers')}</span>
                {travellerSummaryIn(item, translator)}
              </li>
              <li className="flex items-center gap-1.5">
                <ClockIcon width={15} height={15} className="shrink-0 text-brand-700" />
                <span className="sr-only">{t('cart.duration')}</span>
                {item.activity.duration}
              </li>
            </ul>
          </div>
          <div className="shrink-0 sm:text-right" aria-live="polite">
            <p
              className={`text-lg font-extrabold ${item.priced ? 'text-slate-900' : 'text-slate-400 line-through'}`}
              data-cart-amount
            >
              {locale === 'en' ? formatUsd(item.amount_cents) : money(item.amount_cents)}
            </p>
            {item.priced ? <LocalPrice cents={item.amount_cents} /> : null}
            {item.priced ? (
              <YouSave priceCents={item.amount_cents} listCents={item.list_amount_cents} />
            ) : null}
            {pricing ? <p className="text-sm text-slate-600">{t('cart.updating')}</p> : null}
            {item.price_error ? (
              <p className="max-w-60 text-sm font-medium text-red-700" data-price-error>
                {tm(item.price_error)}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {editing ? (
        <CartItemEditor
          item={item}
          idPrefix={id}
          onChange={(choices) => cartStore().update(index, (current) => withCartChoices(current, choices))}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <div className="flex gap-2 border-t border-slate-100 pt-3">
        <button
          type="button"
          aria-expanded={editing}
          aria-describedby={`${id}-title`}
          onClick={() => setEditing((open) => !open)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {editing ? t('cart.close') : t('cart.edit')}
        </button>
        <button
          type="button"
          aria-describedby={`${id}-title`}
          onClick={() => onRemove(index)}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  )
}

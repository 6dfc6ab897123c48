import { cartDueTodayCents, cartTotalCents, type CartItem } from '@serendib/domain/cart'
import { formatUsd } from '@serendib/domain/money'
import { savingCents } from '@serendib/domain/deal-price'
import { pickupTimeOf, travellerSummaryIn } from '../../lib/cart-view'
import { useTranslator } from '../../lib/i18n'
import { WasPrice, YouSave } from '../ui/deal-amount'
import { BookingPromises } from '../ui/booking-promises'
import { ChargedPrice } from '../ui/charged-price'
import { ChargedInUsdNote, LocalPrice } from '../ui/local-price'

const cartSavingCents = (cart: readonly CartItem[]) =>
  cart.reduce((sum, item) => sum + savingCents(item.amount_cents, item.list_amount_cents), 0)

/** Spec §2 Checkout order summary: the tours, their amounts and the total, with the support phone. */
export function OrderSummary({ cart }: { cart: readonly CartItem[] }) {
  const translator = useTranslator()
  const { t, date, locale, money } = translator
  const usd = (cents: number) => (locale === 'en' ? formatUsd(cents) : money(cents))
  return (
    <section
      aria-labelledby="order-summary"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary" className="text-lg font-bold text-slate-900">
        {t('checkout.orderSummary')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-100">
        {cart.map((item) => (
          <li key={item.activity.id} className="flex justify-between gap-3 py-2 first:pt-0">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.activity.name}</p>
              <p className="text-sm text-slate-600">
                {date(item.from_date)}
                {item.start_time ? t('cart.startsAt', { time: item.start_time }) : ''}
                {pickupTimeOf(item) ? t('cart.pickupAt', { time: pickupTimeOf(item) }) : ''} ·{' '}
                {travellerSummaryIn(item, translator)}
              </p>
              {item.option_label ? <p className="text-sm text-slate-700">{item.option_label}</p> : null}
              {item.plan ? (
                <p className="text-sm text-amber-800" data-item-balance>
                  {t('plan.line', {
                    today: usd(item.plan.pay_today_cents),
                    balance: usd(item.plan.balance_cents),
                    date: date(item.plan.balance_due_date),
                  })}
                </p>
              ) : null}
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold text-slate-900">
                <WasPrice
                  priceCents={item.amount_cents}
                  listCents={item.list_amount_cents}
                  className="text-sm"
                />{' '}
                {usd(item.amount_cents)}
              </p>
              <LocalPrice cents={item.amount_cents} className="block text-xs text-slate-600" />
              <YouSave priceCents={item.amount_cents} listCents={item.list_amount_cents} />
            </div>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-800">{t('checkout.total')}</span>
        <span className="text-2xl font-extrabold text-slate-900" data-checkout-total>
          {usd(cartTotalCents(cart))}
        </span>
      </p>
      {cartDueTodayCents(cart) !== cartTotalCents(cart) ? (
        <p className="-mt-2 flex items-baseline justify-between gap-3" data-checkout-due-today>
          <span className="font-semibold text-slate-800">{t('plan.payToday')}</span>
          <span className="text-xl font-bold text-slate-900">{usd(cartDueTodayCents(cart))}</span>
        </p>
      ) : null}
      <div className="-mt-2 flex flex-col items-end gap-1 text-right empty:hidden">
        <ChargedPrice cents={cartDueTodayCents(cart)} />
        <ChargedInUsdNote />
      </div>
      {/* Several discounted tours: the whole order's saving too (0 to list = the saving). */}
      {cart.length > 1 ? (
        <YouSave priceCents={0} listCents={cartSavingCents(cart)} className="text-right" />
      ) : null}
      <BookingPromises />
    </section>
  )
}

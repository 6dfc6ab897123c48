import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { dealPrice } from '@serendib/domain/deal-price'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { useTranslator } from '../../lib/i18n'
import { WasPrice } from '../ui/deal-amount'
import { LocalPrice } from '../ui/local-price'

type Priced = Pick<ActivityDetail, 'price' | 'pricing_basis' | 'discount' | 'deals'>

/** Whole-percent deal discount, from the deal when the API sends one, else from the card field. */
export function dealDiscount(activity: Priced): number | null {
  return activity.deals?.subscription.deals.discount || activity.discount || null
}

const badge = 'rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white'

/**
 * The "from" price of spec §2 with its basis: the listed selling price less today's deal, the
 * list price struck through (issue 18). What a party really pays comes from the server's
 * cost estimate, never from here.
 * `compact` is the two-line version for the phone booking bar.
 */
export function PriceTag({ activity, compact = false }: { activity: Priced; compact?: boolean }) {
  const { t, money } = useTranslator()
  const basis = t(activity.pricing_basis === PricingBasis.perGroup ? 'price.perGroup' : 'price.perPerson')
  const discount = dealDiscount(activity)
  const price = dealPrice(activity.price.selling_price_cents, discount)
  const amount = money(price.priceCents)
  const from = `${t('card.from')} `
  const was = (
    <WasPrice
      priceCents={price.priceCents}
      listCents={price.listCents}
      className={compact ? 'text-xs whitespace-nowrap' : 'text-sm'}
    />
  )

  if (compact) {
    return (
      // The whole amount on its own line (issue 30: 'USD 801.0' was cut off at 390 px); the
      // struck-through list price and the basis go to the line below.
      <div className="min-w-0 leading-tight" data-book-bar-price>
        <p className="text-lg font-extrabold whitespace-nowrap text-slate-900">
          <span className="text-xs font-normal text-slate-700">{from}</span>
          {amount}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-700">
          {was}
          <span className="whitespace-nowrap">{basis}</span>
          {discount ? <span className={badge}>{t('card.discount', { percent: discount })}</span> : null}
          <LocalPrice cents={price.priceCents} className="text-xs whitespace-nowrap text-slate-700" />
        </p>
      </div>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-price-tag>
      <p className="text-slate-700">
        <span className="text-sm">{from}</span>
        {was} <span className="text-3xl font-extrabold text-slate-900">{amount}</span>{' '}
        <span className="text-sm whitespace-nowrap">{basis}</span> <LocalPrice cents={price.priceCents} />
      </p>
      {discount ? <span className={badge}>{t('card.discount', { percent: discount })}</span> : null}
    </div>
  )
}

import type { CurrencyRateView } from '@serendib/domain/api/currency'
import { CurrencyWords, formatEstimate, type CurrencyCode } from '@serendib/domain/currency'
import { useRouteLoaderData } from 'react-router'

interface RootCurrency {
  currency?: CurrencyCode
  rate?: CurrencyRateView | null
}

/** The traveller's chosen currency and its rate; null for USD or when no rate is stored. */
export function useDisplayRate(): CurrencyRateView | null {
  const root = useRouteLoaderData('root') as RootCurrency | undefined
  return root?.currency && root.currency !== 'USD' && root.rate ? root.rate : null
}

/** "≈ EUR 55.20" beside a USD amount, in the traveller's currency (issue 18); nothing for USD. */
export function LocalPrice({
  cents,
  className = 'text-sm text-slate-600',
}: {
  cents: number
  className?: string
}) {
  const rate = useDisplayRate()
  if (!rate) return null
  return (
    <span data-local-price className={className}>
      {formatEstimate(cents, rate.units_per_usd, rate.code)}
    </span>
  )
}

/** The note that goes with converted prices: the charge is in USD. */
export function ChargedInUsdNote() {
  const rate = useDisplayRate()
  if (!rate) return null
  return (
    <p data-charged-in-usd className="text-xs text-slate-600">
      {CurrencyWords.chargedInUsd}
    </p>
  )
}

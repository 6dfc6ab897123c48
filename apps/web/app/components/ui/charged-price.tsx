import { formatChargedEstimate } from '@serendib/domain/currency'
import { useDisplayRate } from './local-price'

/**
 * "≈ LKR 18,000 · charged USD 60.00" under a total or a payment (issue 18): the traveller's
 * currency first, then the USD amount that is, or was, actually charged. Nothing for USD. Its
 * own module, so the home page (which has no totals) does not download it.
 */
export function ChargedPrice({
  cents,
  className = 'text-sm text-slate-600',
}: {
  cents: number
  className?: string
}) {
  const rate = useDisplayRate()
  if (!rate) return null
  return (
    <span data-charged-price className={className}>
      {formatChargedEstimate(cents, rate.units_per_usd, rate.code)}
    </span>
  )
}

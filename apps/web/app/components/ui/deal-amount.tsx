import { savingCents, youSaveText } from '@serendib/domain/deal-price'
import { formatUsd } from '@serendib/domain/money'

/** The price before a deal, struck through; nothing when there is no saving. */
export function WasPrice({
  priceCents,
  listCents,
  className = '',
}: {
  priceCents: number
  listCents: number | null | undefined
  className?: string
}) {
  if (savingCents(priceCents, listCents) === 0) return null
  return (
    <s className={`font-normal text-slate-600 ${className}`} data-was-price>
      <span className="sr-only">Was </span>
      {formatUsd(listCents as number)}
    </s>
  )
}

/** "You save USD 9.00" under a discounted amount (issue 18); nothing without a saving. */
export function YouSave({
  priceCents,
  listCents,
  className = '',
}: {
  priceCents: number
  listCents: number | null | undefined
  className?: string
}) {
  const saving = savingCents(priceCents, listCents)
  if (saving === 0) return null
  return (
    <p className={`text-sm font-semibold text-accent-800 ${className}`} data-you-save>
      {youSaveText(saving)}
    </p>
  )
}

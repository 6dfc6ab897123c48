/**
 * A deal's price as travellers see it (issue 18): the discounted amount, the list amount it
 * replaces and what the deal saves. The one place the web shows a discount from; the server's
 * quote uses the same `applyDiscount`, so the struck-through price and the charge agree.
 */
import { applyDiscount, formatUsd, type Cents } from './money.ts'

export interface DealPrice {
  /** What is charged. */
  priceCents: Cents
  /** Before the deal; equals priceCents when there is none. */
  listCents: Cents
  savingCents: Cents
}

export function dealPrice(listCents: Cents, discountPercent: number | null | undefined): DealPrice {
  const priceCents = applyDiscount(listCents, discountPercent ?? 0)
  return { priceCents, listCents, savingCents: listCents - priceCents }
}

/** A quote or cart item's saving from its charged and list amounts; 0 without a list amount. */
export function savingCents(priceCents: Cents, listCents: Cents | null | undefined): Cents {
  return listCents && listCents > priceCents ? listCents - priceCents : 0
}

/** "You save USD 9.00". */
export const youSaveText = (cents: Cents) => `You save ${formatUsd(cents)}`

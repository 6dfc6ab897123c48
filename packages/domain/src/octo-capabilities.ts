/**
 * The OCTO capabilities we offer beside core (issue 16, decision 053): `octo/pricing` (USD,
 * integer cents, retail and the reseller's net) and `octo/pickups` (the tour's pick-up points).
 * A reseller asks for them per request with the `Octo-Capabilities` header; without it the
 * answers are plain OCTO core.
 */
import { applyDiscount, type Cents } from './money.ts'
import type { OctoUnitId } from './octo.ts'
import { OCTO_CONTENT } from './octo-content.ts'
import { PricingBasis, type PricingBasisCode } from './pricing-basis.ts'

export const OCTO_PRICING = 'octo/pricing'
export const OCTO_PICKUPS = 'octo/pickups'
export const OCTO_QUESTIONS = 'octo/questions'
/** octo/webhooks (decision 061): the /octo/webhooks routes; asking for it changes no other answer. */
export const OCTO_WEBHOOKS = 'octo/webhooks'
export { OCTO_CONTENT }
export const offeredCapabilities = [
  OCTO_PRICING,
  OCTO_PICKUPS,
  OCTO_WEBHOOKS,
  OCTO_QUESTIONS,
  OCTO_CONTENT,
] as const
export type OctoCapability = (typeof offeredCapabilities)[number]

/**
 * The offered capabilities a request asked for: the header is a comma-separated list
 * ("octo/pricing, octo/offers"); ones we do not offer are ignored, as OCTO asks.
 */
export function requestedCapabilities(header: string | string[] | undefined): OctoCapability[] {
  const asked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((id) => id.trim().toLowerCase())
  return offeredCapabilities.filter((id) => asked.includes(id))
}

/** OCTO's Pricing object: integer minor units of one currency. */
export interface OctoPrice {
  original: number
  retail: number
  net: number | null
  currency: string
  currencyPrecision: number
  includedTaxes: { name: string; retail: number; original: number; net: number | null }[]
}

/** Everything is sold and stored in USD cents (decision 004). */
export const OCTO_CURRENCY = 'USD'
const USD_PRECISION = 2

/** What the reseller pays us: the retail price less its commission, to the cent. */
export function netCents(retail: Cents, commissionPercent: number): Cents {
  return retail - Math.round((retail * commissionPercent) / 100)
}

export function octoPrice(original: Cents, retail: Cents, commissionPercent: number): OctoPrice {
  return {
    original: Math.max(original, retail),
    retail,
    net: netCents(retail, commissionPercent),
    currency: OCTO_CURRENCY,
    currencyPrecision: USD_PRECISION,
    // Tour prices in Sri Lanka are quoted tax-inclusive; we break no tax out.
    includedTaxes: [],
  }
}

/** One age band's (or one group's) rate; null when the tour does not sell it. */
export interface UnitRates {
  basis: PricingBasisCode
  adultCents: Cents | null
  childCents: Cents | null
  infantCents: Cents | null
  groupCents: Cents | null
}

/** The list price of one unit: an age band's rate, or the group rate for a group unit. */
export function unitListCents(rates: UnitRates, unitId: OctoUnitId): Cents {
  if (unitId === 'group' || rates.basis === PricingBasis.perGroup) return rates.groupCents ?? 0
  return { adult: rates.adultCents, child: rates.childCents, infant: rates.infantCents }[unitId] ?? 0
}

/** Each unit's price on a day: list price as `original`, after the running deal as `retail`. */
export function unitPricing(
  unitIds: readonly OctoUnitId[],
  rates: UnitRates,
  discountPercent: number,
  commissionPercent: number,
): (OctoPrice & { unitId: string })[] {
  return unitIds.map((unitId) => {
    const list = unitListCents(rates, unitId)
    return { unitId, ...octoPrice(list, applyDiscount(list, discountPercent), commissionPercent) }
  })
}

/**
 * Splits `total` cents over parts in proportion to `weights` so the parts add up to the total
 * exactly (largest remainders get the leftover cents): a booking's price shared by its unit
 * items. Equal weights when every weight is 0.
 */
export function splitCents(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length))
  const parts = shares.map(Math.floor)
  let left = total - parts.reduce((a, b) => a + b, 0)
  const byRemainder = shares
    .map((s, i) => ({ i, r: s - Math.floor(s) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left--
  }
  return parts
}

/**
 * A booking's price and each unit item's share: the booking's stored amount (what the reseller
 * was quoted at reserve) is the retail; items split it by their list prices, so items add up.
 */
export function bookingPricing(
  amountCents: Cents,
  itemListCents: readonly Cents[],
  commissionPercent: number,
): { pricing: OctoPrice; items: OctoPrice[] } {
  const listTotal = itemListCents.reduce((a, b) => a + b, 0)
  const net = netCents(amountCents, commissionPercent)
  const retails = splitCents(amountCents, itemListCents)
  const nets = splitCents(net, itemListCents)
  const items = itemListCents.map((list, i) => ({
    ...octoPrice(list, retails[i] ?? 0, commissionPercent),
    net: nets[i] ?? 0,
  }))
  return { pricing: { ...octoPrice(listTotal, amountCents, commissionPercent), net }, items }
}

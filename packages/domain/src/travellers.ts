/**
 * The most travellers of one type (adults, children or infants) a booking may have, in the
 * booking panel, the cart and the cost API alike. Spec §5/§9 said 0 to 4, which kept a family
 * of 5 adults from booking (issue 30): the real limit is the tour's places on the day or start
 * (capacity rules, decision 046), which the cost API checks ("Only N places left"); this bound
 * only keeps a request sane.
 */
export const MAX_TRAVELLERS_PER_TYPE = 15

export const TRAVELLER_COUNT_OPTIONS: ReadonlyArray<{ id: number; label: string }> = Array.from(
  { length: MAX_TRAVELLERS_PER_TYPE + 1 },
  (_, n) => ({ id: n, label: String(n) }),
)

/** Spec §5: counts below 1 (or not numbers) are treated as 0. */
export function normaliseCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 0
}

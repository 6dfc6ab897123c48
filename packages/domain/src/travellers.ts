/** Spec §5/§9: each traveller type is counted 0 to 4 in the booking panel and the cart. */
export const MAX_TRAVELLERS_PER_TYPE = 4

export const TRAVELLER_COUNT_OPTIONS: ReadonlyArray<{ id: number; label: string }> = Array.from(
  { length: MAX_TRAVELLERS_PER_TYPE + 1 },
  (_, n) => ({ id: n, label: String(n) }),
)

/** Spec §5: counts below 1 (or not numbers) are treated as 0. */
export function normaliseCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 0
}

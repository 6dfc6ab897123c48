/** Largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647

/**
 * A record id from a URL segment, or null when the segment cannot be one. Strict on purpose:
 * "12abc", "012" or "1e3" would otherwise reach the API as a different or invalid id, and a
 * URL that can never exist should answer 404 without a round trip.
 */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null
  const id = Number(segment)
  return id <= MAX_ID ? id : null
}

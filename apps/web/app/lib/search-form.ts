import type { LocationOption } from '@serendib/domain/catalogue-api'

/** Builds the /search URL of spec §2: key always, location and date (yyyy-MM-dd) when chosen. */
export function searchUrl(key: string, location: LocationOption | null, isoDate: string | null): string {
  const params = new URLSearchParams({ key: key.trim() })
  if (location) params.set('location', String(location.value))
  if (isoDate) params.set('date', isoDate)
  return `/search?${params.toString()}`
}

/** Keeps only digits and puts the slashes back, so "21112026" reads "21/11/2026" (dd/MM/yyyy). */
export function maskDisplayDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  let out = digits.slice(0, 2)
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`
  if (digits.length > 4) out += `/${digits.slice(4)}`
  return out
}

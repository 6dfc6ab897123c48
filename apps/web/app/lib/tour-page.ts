import type { ClientReview } from '@serendib/domain/catalogue-api'
import { formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { TourType, type TourTypeCode } from '@serendib/domain/tour-types'
import { DEFAULT_QUERY, searchHref, searchTypeTitle } from './search-query'

/**
 * Where a detail URL with a stale or mistyped slug should move permanently, or null to serve
 * the page as is. Only the slug counts: every spelling of spec §2 (the short
 * /activity/details/{aid}, and any of the three type segments) is a working route that keeps
 * its URL and points search engines at the canonical one instead. The slug is read from the
 * canonical path itself, so the redirect target always passes this check (no loops).
 */
export function slugRedirectTarget(requestedSlug: string | undefined, canonicalPath: string): string | null {
  if (requestedSlug === undefined) return null
  const canonicalSlug = /^\/[^/]+\/([^/]+)\/details\/\d+\/?$/.exec(canonicalPath)?.[1]
  if (canonicalSlug === undefined || canonicalSlug === requestedSlug) return null
  return canonicalPath
}

/** The middle crumb: listing pages for round and day tours, the activities search for the rest. */
export function tourSection(tourType: TourTypeCode): { label: string; href: string } {
  const type = tourType === TourType.round || tourType === TourType.day ? tourType : TourType.activity
  return { label: searchTypeTitle(type), href: searchHref({ ...DEFAULT_QUERY, type }) }
}

/** Suppliers write inclusions, exclusions, conditions and tips one per line (spec §3). */
export function textLines(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean)
}

/** "Nimal P.": the API already cuts the last name to its initial; this never shows more. */
export function reviewerName(profile: ClientReview['profile']): string {
  const first = profile.first_name.trim()
  const initial = profile.last_name.trim().slice(0, 1).toUpperCase()
  return initial ? `${first} ${initial}.` : first
}

/** A review instant as the Sri Lankan calendar date, dd/MM/yyyy (spec §9). */
export function reviewDisplayDate(isoInstant: string): string {
  const instant = new Date(isoInstant)
  if (Number.isNaN(instant.getTime())) return ''
  return formatDisplayDate(todayInColombo(instant))
}

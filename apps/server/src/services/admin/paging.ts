/** Server-side pagination of admin lists: one count and one page query per request. */
import { ADMIN_PAGE_SIZE } from '@serendib/domain/api/admin-common'
import type { Paginated } from '@serendib/domain/api/envelope'
import { addDays, colomboInstant } from '@serendib/domain/dates'

export type Page<T> = Paginated<T>

export function pageWindow(page: number, perPage = ADMIN_PAGE_SIZE) {
  return { limit: perPage, offset: (page - 1) * perPage }
}

export function pageOf<T>(data: T[], total: number, page: number, perPage = ADMIN_PAGE_SIZE): Page<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: data.length > 0 ? (page - 1) * perPage + 1 : null,
    to: data.length > 0 ? (page - 1) * perPage + data.length : null,
  }
}

/** `%text%` for ILIKE with the wildcard characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The instant a Colombo calendar day starts. */
export function colomboDayStart(day: string): Date {
  return colomboInstant(day)
}

/** The instant after a Colombo calendar day ends. */
export function colomboDayEnd(day: string): Date {
  return colomboInstant(addDays(day, 1))
}

/**
 * The supplier portal's catalogue on the server (decision 078), for the mails a supplier gets in
 * the language saved on its account: Lingui's runtime over the catalogue compiled once per
 * process, as the web app does for pages (decision 071).
 */
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { SupplierLocale } from '@serendib/domain/i18n/locales'
import { portalFormats } from '@serendib/domain/i18n/portal-formats'
import { portalCatalogues } from '@serendib/domain/i18n/portal/catalogues'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'

export interface PortalWords {
  locale: SupplierLocale
  t: (id: PortalMessageId, values?: Record<string, unknown>) => string
  /** yyyy-MM-dd: the site's dd/MM/yyyy in English; portal-formats.ts for Sinhala and Tamil. */
  date: (ymd: string) => string
  money: (cents: number) => string
}

const INTL_TAGS: Record<SupplierLocale, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }
const made = new Map<SupplierLocale, PortalWords>()

export function portalWords(locale: SupplierLocale): PortalWords {
  let words = made.get(locale)
  if (words) return words
  const tag = INTL_TAGS[locale]
  const messages = Object.fromEntries(
    Object.entries(portalCatalogues[locale]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  )
  const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: messages } })
  const { date, money } = portalFormats(locale)
  words = { locale, t: (id, values) => i18n._(id, values), date, money }
  made.set(locale, words)
  return words
}

/**
 * The languages Serendib speaks (issue 31, decision 071) and the URL rule that carries them:
 * English is unprefixed (no URL of before changes), every other language is a first path
 * segment (`/de/search`). A URL's language never depends on headers or cookies.
 */

/** Travellers' languages, in menu order. `zh` is Simplified Chinese. */
export const TRAVELLER_LOCALES = ['en', 'de', 'fr', 'ru', 'zh', 'hi', 'ja'] as const
/** The supplier portal also speaks Sinhala and Tamil. */
export const PORTAL_LOCALES = [...TRAVELLER_LOCALES, 'si', 'ta'] as const

export type TravellerLocale = (typeof TRAVELLER_LOCALES)[number]
export type Locale = (typeof PORTAL_LOCALES)[number]

/**
 * The languages the supplier portal is written in (decision 078): English unprefixed
 * (`/supplier/…`), Sinhala `/si/supplier/…`, Tamil `/ta/supplier/…`. Portal pages in the
 * other traveller languages do not exist (404).
 */
export const SUPPLIER_LOCALES = ['en', 'si', 'ta'] as const
export type SupplierLocale = (typeof SUPPLIER_LOCALES)[number]

export function isSupplierLocale(value: unknown): value is SupplierLocale {
  return typeof value === 'string' && (SUPPLIER_LOCALES as readonly string[]).includes(value)
}

/** `/supplier`, `/supplier/…`, `/si/supplier/…`: a page of the supplier portal, in its language. */
export function supplierPortalLocale(pathname: string): SupplierLocale | null {
  const { locale, path } = splitLocale(pathname)
  if (!isSupplierLocale(locale)) return null
  return path === '/supplier' || /^\/supplier[/?#]/.test(path) ? locale : null
}

export const DEFAULT_LOCALE: Locale = 'en'

/** Each language in its own words, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  zh: '简体中文',
  hi: 'हिन्दी',
  ja: '日本語',
  si: 'සිංහල',
  ta: 'தமிழ்',
}

/** BCP 47 tag for `<html lang>`, `hreflang` and `Intl`: the URL says `zh`, the page is `zh-Hans`. */
export function languageTag(locale: Locale): string {
  return locale === 'zh' ? 'zh-Hans' : locale
}

export function isLocale(value: string): value is Locale {
  return (PORTAL_LOCALES as readonly string[]).includes(value)
}

export function isTravellerLocale(value: string): value is TravellerLocale {
  return (TRAVELLER_LOCALES as readonly string[]).includes(value)
}

/**
 * The language a path is in and the path without its language segment:
 * `/de/search` → de, `/search`; `/de` → de, `/`; `/de?x=1` → de, `/?x=1`; `/search` → en.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=[/?#]|$)/.exec(pathname)
  if (match && isLocale(match[1]!) && match[1] !== DEFAULT_LOCALE) {
    const rest = pathname.slice(3)
    return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' }
}

/** `path` (unprefixed, may carry ?query) in `locale`: `/search` in de → `/de/search`, `/` → `/de`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  if (path === '/' || path.startsWith('/?')) return `/${locale}${path.slice(1)}`
  return `/${locale}${path}`
}

/** The same page in every traveller language plus x-default (English), for hreflang. */
export function languageAlternates(path: string): { hreflang: string; path: string }[] {
  const unprefixed = splitLocale(path).path
  return [
    ...TRAVELLER_LOCALES.map((locale) => ({
      hreflang: languageTag(locale),
      path: localizedPath(unprefixed, locale),
    })),
    { hreflang: 'x-default', path: unprefixed },
  ]
}

/**
 * The traveller language an Accept-Language header prefers, other than English; only ever a
 * suggestion on `/` (never a redirect, never a change of what a URL shows). `q=0` means "not".
 */
export function suggestedLocale(acceptLanguage: string | null | undefined): TravellerLocale | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]!
    if (primary === 'en') return null
    // Traditional Chinese readers are not sent to Simplified.
    if (primary === 'zh' && /-(hant|tw|hk|mo)\b/.test(tag)) continue
    if (isTravellerLocale(primary)) return primary
  }
  return null
}

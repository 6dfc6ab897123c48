import { setupI18n } from '@lingui/core'
import { localizedPath, type SupplierLocale, supplierPortalLocale } from '@serendib/domain/i18n/locales'
import { portalFormats } from '@serendib/domain/i18n/portal-formats'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import type { Cents } from '@serendib/domain/money'
import { bookingTravellersLabel } from '@serendib/domain/travellers-label'
import { useLocation, useRouteLoaderData } from 'react-router'
import { deadlineText } from './bookings-query'

type Values = Record<string, unknown>

export interface PortalTranslator {
  locale: SupplierLocale
  /** BCP 47 tag: `si-LK`, `ta-LK` (Lingui's plural rules); dates and money: portal-formats.ts. */
  tag: string
  t: (id: PortalMessageId, values?: Values) => string
  /** A portal path in the page's language: `/supplier/bookings` → `/si/supplier/bookings`. */
  lp: (path: string) => string
  /** USD: the spec's "USD 1,234.50" in English, Intl's currency format in Sinhala and Tamil. */
  money: (cents: Cents) => string
  /** A yyyy-MM-dd day: "28/11/2026" in English as before, Intl's medium date otherwise. */
  date: (ymd: string) => string
  /** The same day with its weekday ("Saturday 28/11/2026" in English). */
  day: (ymd: string) => string
  /** An instant in Sri Lanka time: date and hour. */
  dateTime: (iso: string) => string
  /** An instant's hour in Sri Lanka time ("08:02"). */
  time: (iso: string) => string
  /** Date and hour in Sri Lanka time, Intl's medium style ("28 Nov 2026, 10:00" in English). */
  stamp: (iso: string) => string
  number: (n: number) => string
  /** A yyyy-MM month with its year: "November 2026". */
  month: (ym: string) => string
  /** A yyyy-MM month's short name for a chart's axis: "Nov", "නොවැ", "நவ.". */
  shortMonth: (ym: string) => string
  /** A request's deadline: "in 5 h" / "in 2 days" / "overdue". */
  deadline: (iso: string, now?: number) => string
  /** "2 adults, 1 child" from a booking's counts; zero counts left out. */
  party: (b: { num_adults: number; num_children: number; num_infants: number }) => string
}

const INTL_TAGS: Record<SupplierLocale, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }

const built = new WeakMap<object, PortalTranslator>()

function build(locale: SupplierLocale, messages: object): PortalTranslator {
  const tag = INTL_TAGS[locale]
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages as never } })
  const formats = portalFormats(locale)
  const english = locale === 'en'
  // English attendance read "28 Nov 2026, 10:00" before (en-GB); kept.
  const englishStamp = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Colombo',
  })
  return {
    locale,
    tag,
    t: (id, values) => i18n._(id, values),
    lp: (path) => localizedPath(path, locale),
    ...formats,
    stamp: english ? (iso) => englishStamp.format(new Date(iso)) : formats.dateTime,
    deadline: (iso, now = Date.now()) => {
      if (english) return deadlineText(iso, now)
      const hours = Math.floor((new Date(iso).getTime() - now) / 3_600_000)
      if (hours < 0) return i18n._('deadline.overdue')
      if (hours < 48) return i18n._('deadline.hours', { hours: Math.max(hours, 1) })
      return i18n._('deadline.days', { days: Math.floor(hours / 24) })
    },
    party: english
      ? (b) => bookingTravellersLabel(b)
      : (b) =>
          [
            b.num_adults ? i18n._('travellers.adults', { count: b.num_adults }) : '',
            b.num_children ? i18n._('travellers.children', { count: b.num_children }) : '',
            b.num_infants ? i18n._('travellers.infants', { count: b.num_infants }) : '',
          ]
            .filter(Boolean)
            .join(', ') || i18n._('travellers.none'),
  }
}

const passthrough: PortalTranslator = {
  ...build('en', {}),
  t: (id) => id,
}

/**
 * The portal's words in the page's language (decision 078): the root loader sends the portal's
 * compiled catalogue on portal pages only; Lingui's runtime formats it (ICU plurals per locale).
 */
export function usePortalI18n(): PortalTranslator {
  const root = useRouteLoaderData('root') as { portal?: object | null } | undefined
  const locale = supplierPortalLocale(useLocation().pathname) ?? 'en'
  const messages = root?.portal
  if (!messages) return passthrough
  let translator = built.get(messages)
  if (!translator || translator.locale !== locale) {
    translator = build(locale, messages)
    built.set(messages, translator)
  }
  return translator
}

/**
 * A portal page's `<title>` in its language, from the root loader's catalogue (meta functions
 * cannot use hooks). Titles are plain messages, so their compiled form is their text (in parts).
 */
export function portalTitle(matches: readonly unknown[], id: PortalMessageId): string {
  type Data = { portal?: Record<string, unknown> | null } | undefined
  const root = (matches as { id?: string; loaderData?: Data; data?: Data }[]).find((m) => m?.id === 'root')
  const text = (root?.loaderData ?? root?.data)?.portal?.[id]
  if (typeof text === 'string') return text
  return Array.isArray(text) && text.every((part) => typeof part === 'string') ? text.join('') : id
}

/** The `meta` of a portal page: its title in the page's language, never indexed. */
export function portalMeta(matches: readonly unknown[], id: PortalMessageId) {
  return [{ title: portalTitle(matches, id) }, { name: 'robots', content: 'noindex' }]
}

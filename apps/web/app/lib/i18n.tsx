import { setupI18n } from '@lingui/core'
import { DEFAULT_LOCALE, languageTag, localizedPath, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd, type Cents } from '@serendib/domain/money'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

type Values = Record<string, unknown>

export interface Translator {
  locale: Locale
  /** BCP 47 tag for Intl and lang attributes. */
  tag: string
  /** The message `id` in the page's language, with ICU plurals and numbers for the locale. */
  t: (id: MessageId, values?: Values) => string
  /** An unprefixed site path in the page's language: `/help` → `/de/help` on a German page. */
  lp: (path: string) => string
  /** A USD amount: the spec's "USD 1,234.50" in English, Intl's currency format elsewhere. */
  money: (cents: Cents) => string
  /**
   * A day (yyyy-MM-dd): the spec's dd/mm/yyyy in English, Intl's long date elsewhere
   * ("24. Dezember 2026", "2026年12月24日"; decision 077).
   */
  date: (day: string) => string
}

/** Before the root loader's data exists (never on a served page): ids read as themselves. */
const fallback: Translator = {
  locale: DEFAULT_LOCALE,
  tag: DEFAULT_LOCALE,
  t: (id) => id,
  lp: (path) => path,
  money: formatUsd,
  date: formatDisplayDate,
}

const TranslatorContext = createContext<Translator>(fallback)

/**
 * `Intl.NumberFormat` for a language and options, built once (a formatter costs far more to
 * build than to use, and server rendering would build one per price and rating on every page).
 */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, options)
    numberFormats.set(key, format)
  }
  return format
}
const numberFormats = new Map<string, Intl.NumberFormat>()

/** A rating to one decimal in the page's number format ("4.5", "4,5"). */
export const oneDecimal = (tag: string, value: number) =>
  numberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

const dayFormats = new Map<string, Intl.DateTimeFormat>()
const translators = new WeakMap<object, Map<Locale, Translator>>()

/**
 * The translator of a language over a catalogue object, one per pair: the server sends the same
 * catalogue objects to every page (message-catalogue.ts), so a render builds no Lingui instance
 * and no Intl formatter of its own.
 */
export function translatorFor(locale: Locale, messages: object): Translator {
  let byLocale = translators.get(messages)
  if (!byLocale) translators.set(messages, (byLocale = new Map()))
  let translator = byLocale.get(locale)
  if (translator) return translator
  const tag = languageTag(locale)
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages as never } })
  const usd = numberFormat(tag, { style: 'currency', currency: 'USD' })
  let day = dayFormats.get(tag)
  if (!day) dayFormats.set(tag, (day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })))
  const dayFormat = day
  translator = {
    locale,
    tag,
    t: (id, values) => i18n._(id, values),
    lp: (path) => localizedPath(path, locale),
    money: locale === DEFAULT_LOCALE ? formatUsd : (cents) => usd.format(cents / 100),
    date:
      locale === DEFAULT_LOCALE
        ? formatDisplayDate
        : (d) => dayFormat.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)),
  }
  byLocale.set(locale, translator)
  return translator
}

/**
 * Lingui's runtime (decision 071) over the page's compiled catalogue, which the root loader
 * sends: the browser gets @lingui/core (~2 KB gzip) and one language, not the compiler.
 */
export function TranslatorProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale | undefined
  messages: object | undefined
  children: ReactNode
}) {
  const translator = useMemo<Translator>(
    () => (locale && messages ? translatorFor(locale, messages) : fallback),
    [locale, messages],
  )
  return (
    <MessagesContext value={messages}>
      <TranslatorContext value={translator}>{children}</TranslatorContext>
    </MessagesContext>
  )
}

/** The catalogue object the nearest TranslatorProvider translates with. */
const MessagesContext = createContext<object | undefined>(undefined)

/**
 * The page's translator with `messages` added, for a part that fetches its areas when it opens
 * (the sign-in dialog, decision 068): the same translator object for the same two parts.
 */
export function MoreMessagesProvider({ messages, children }: { messages: object; children: ReactNode }) {
  const base = useContext(MessagesContext)
  const { locale } = useTranslator()
  return (
    <TranslatorProvider locale={locale} messages={mergedMessages(base ? [base, messages] : [messages])}>
      {children}
    </TranslatorProvider>
  )
}

/**
 * One catalogue from the `messages` of every matched route's loader data (the root's common
 * areas and each page's own, decision 071), the same object as long as those are the same.
 */
export function useMergedMessages(loaderData: readonly unknown[]): object {
  const parts = loaderData
    .map((data) => (data && typeof data === 'object' ? (data as { messages?: unknown }).messages : undefined))
    .filter((part): part is object => !!part && typeof part === 'object')
  return mergedMessages(parts)
}

interface MergeNode {
  merged?: object
  next: WeakMap<object, MergeNode>
}
const merges: MergeNode = { next: new WeakMap() }

/**
 * `Object.assign({}, ...parts)`, once per list of the same objects: on the server a page's parts
 * are the process's cached catalogue areas, so every render of a page gets the same catalogue
 * (and so the same translator); in the browser, the same until a loader sends new messages.
 */
export function mergedMessages(parts: object[]): object {
  if (parts.length === 1) return parts[0]!
  let node = merges
  for (const part of parts) {
    let next = node.next.get(part)
    if (!next) node.next.set(part, (next = { next: new WeakMap() }))
    node = next
  }
  return (node.merged ??= Object.assign({}, ...parts) as object)
}

export function useTranslator(): Translator {
  return useContext(TranslatorContext)
}

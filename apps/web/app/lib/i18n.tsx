import { setupI18n } from '@lingui/core'
import { DEFAULT_LOCALE, languageTag, localizedPath, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatUsd, type Cents } from '@serendib/domain/money'
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react'

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
  const translator = useMemo<Translator>(() => {
    if (!locale || !messages) return fallback
    const tag = languageTag(locale)
    const i18n = setupI18n({ locale: tag, messages: { [tag]: messages as never } })
    const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
    return {
      locale,
      tag,
      t: (id, values) => i18n._(id, values),
      lp: (path) => localizedPath(path, locale),
      money: locale === DEFAULT_LOCALE ? formatUsd : (cents) => usd.format(cents / 100),
      date:
        locale === DEFAULT_LOCALE
          ? formatDisplayDate
          : (d) => day.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)),
    }
  }, [locale, messages])
  return <TranslatorContext value={translator}>{children}</TranslatorContext>
}

/**
 * One catalogue from the `messages` of every matched route's loader data (the root's common
 * areas and each page's own, decision 071), the same object as long as those are the same.
 */
export function useMergedMessages(loaderData: readonly unknown[]): object {
  const parts = loaderData
    .map((data) => (data && typeof data === 'object' ? (data as { messages?: unknown }).messages : undefined))
    .filter((part): part is object => !!part && typeof part === 'object')
  const last = useRef<{ parts: object[]; merged: object } | null>(null)
  const previous = last.current
  if (
    previous &&
    previous.parts.length === parts.length &&
    previous.parts.every((part, i) => part === parts[i])
  )
    return previous.merged
  const merged = parts.length === 1 ? parts[0]! : Object.assign({}, ...parts)
  last.current = { parts, merged }
  return merged
}

export function useTranslator(): Translator {
  return useContext(TranslatorContext)
}

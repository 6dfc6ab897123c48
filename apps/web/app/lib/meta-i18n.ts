import { DEFAULT_LOCALE, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { MetaDescriptor } from 'react-router'
import { translatorFor, type Translator } from './i18n'
import { privatePageMeta } from './page-meta'

type RootData = { locale?: Locale; messages?: object } | undefined
type MetaMatch = { id?: string; loaderData?: unknown; data?: unknown } | undefined

/**
 * The page's translator inside `meta()`, which cannot use hooks (issue 31): the root loader's
 * language and its common messages, where the `title` area lives (lib/message-areas.ts). The
 * translator is built once per catalogue object (`translatorFor`), so a title costs a lookup.
 * Without root data (an error before it loaded) the ids read as the English catalogue would not:
 * `fallbackTitle` then names the English words.
 */
export function metaTranslator(matches: readonly MetaMatch[]): Translator | null {
  const root = matches.find((match) => match?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData
  if (!data?.messages) return null
  return translatorFor(data.locale ?? DEFAULT_LOCALE, data.messages)
}

/** One title (or description) id in the page's language; `english` when the root data is missing. */
export function metaText(
  matches: readonly MetaMatch[],
  id: MessageId,
  english: string,
  values?: Record<string, unknown>,
): string {
  return metaTranslator(matches)?.t(id, values) ?? english
}

/** `privatePageMeta` (noindex) with its title in the page's language. */
export function translatedPrivateMeta(
  matches: readonly MetaMatch[],
  id: MessageId,
  english: string,
  values?: Record<string, unknown>,
): MetaDescriptor[] {
  return privatePageMeta(metaText(matches, id, english, values))
}

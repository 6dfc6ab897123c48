import { createHash } from 'node:crypto'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { catalogues } from '@serendib/domain/i18n/catalogues'
import {
  isTravellerLocale,
  languageTag,
  splitLocale,
  type Locale,
  type SupplierLocale,
} from '@serendib/domain/i18n/locales'
import { underPrefix, type MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { SIGN_IN_DIALOG_MESSAGE_AREAS } from './message-areas'
import { portalCatalogues } from '@serendib/domain/i18n/portal/catalogues'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'

export type CompiledCatalogue = Record<MessageId, CompiledMessage>

const compiled = new Map<Locale, CompiledCatalogue>()

/**
 * Loaders only (root, home): React Router leaves loaders and what only they import out of the
 * browser's bundle, so neither the catalogues nor the ICU compiler reach a page's JavaScript.
 *
 * `locale`'s catalogue compiled for Lingui's runtime (decision 071), once per process. Pages
 * receive it in the root loader's data, so the browser never loads the ICU compiler or any
 * other language. A language without traveller strings (si, ta on traveller pages) is English.
 */
export function compiledCatalogue(locale: Locale): CompiledCatalogue {
  const key = isTravellerLocale(locale) ? locale : 'en'
  let catalogue = compiled.get(key)
  if (!catalogue) {
    const source = catalogues[key]
    catalogue = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    ) as CompiledCatalogue
    compiled.set(key, catalogue)
  }
  return catalogue
}

const byPrefixes = new Map<string, Partial<CompiledCatalogue>>()

/**
 * The part of `locale`'s compiled catalogue under `prefixes` (decision 071, split per area), one
 * object per language and prefix list for the process: the root loader sends the common areas,
 * each route's loader the areas in its `handle.messages`, and the page merges them.
 */
export function areaMessages(locale: Locale, prefixes: readonly MessagePrefix[]): Partial<CompiledCatalogue> {
  const key = `${isTravellerLocale(locale) ? locale : 'en'} ${prefixes.join(' ')}`
  let part = byPrefixes.get(key)
  if (!part) {
    part = Object.fromEntries(
      Object.entries(compiledCatalogue(locale)).filter(([id]) =>
        prefixes.some((prefix) => underPrefix(id, prefix)),
      ),
    ) as Partial<CompiledCatalogue>
    byPrefixes.set(key, part)
  }
  return part
}

/**
 * A route loader's share of the catalogue: `prefixes` (its `handle.messages`) in the language of
 * `pathname` (the loader's `url.pathname`; a client navigation's `.data` suffix is ignored).
 */
export function routeMessages(
  pathname: string,
  prefixes: readonly MessagePrefix[],
): Partial<CompiledCatalogue> {
  return areaMessages(splitLocale(pathname.replace(/\.data$/, '')).locale, prefixes)
}

const signIn = new Map<Locale, { json: string; version: string }>()

/**
 * The sign-in dialog's messages in `locale` (`SIGN_IN_DIALOG_MESSAGE_AREAS`), as the JSON body
 * `/sign-in-messages` answers and a version that names those bytes: the root loader gives the page
 * `signInMessagesHref(locale)`, so a browser may keep the answer as long as it likes (decision 068).
 */
export function signInMessages(locale: Locale): { json: string; version: string } {
  const key = isTravellerLocale(locale) ? locale : 'en'
  let answer = signIn.get(key)
  if (!answer) {
    const json = JSON.stringify({ locale: key, messages: areaMessages(key, SIGN_IN_DIALOG_MESSAGE_AREAS) })
    answer = { json, version: createHash('sha256').update(json).digest('base64url').slice(0, 12) }
    signIn.set(key, answer)
  }
  return answer
}

/** Where the page fetches the sign-in dialog's messages when it opens (routes/sign-in-messages.ts). */
export const signInMessagesHref = (locale: Locale) => {
  const key = isTravellerLocale(locale) ? locale : 'en'
  return `/sign-in-messages?lang=${key}&v=${signInMessages(key).version}`
}

/** One message of `locale`'s catalogue, formatted on the server (meta tags, suggestions). */
export function translate(locale: Locale, id: MessageId, values?: Record<string, unknown>): string {
  const tag = languageTag(locale)
  const i18n = setupI18n({ locale: tag, messages: { [tag]: compiledCatalogue(locale) } })
  return i18n._(id, values)
}

const compiledPortal = new Map<SupplierLocale, CompiledPortalCatalogue>()
export type CompiledPortalCatalogue = Record<PortalMessageId, CompiledMessage>

/**
 * The supplier portal's catalogue (decision 078), its own area: only portal pages receive it
 * (the root loader adds it under `/supplier`, `/si/supplier`, `/ta/supplier`), so traveller
 * pages carry none of its strings.
 */
export function compiledPortalCatalogue(locale: SupplierLocale): CompiledPortalCatalogue {
  let catalogue = compiledPortal.get(locale)
  if (!catalogue) {
    catalogue = Object.fromEntries(
      Object.entries(portalCatalogues[locale]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    ) as CompiledPortalCatalogue
    compiledPortal.set(locale, catalogue)
  }
  return catalogue
}

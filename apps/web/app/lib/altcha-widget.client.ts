/**
 * Defines <altcha-widget> in the browser. The "external" build ships no inline workers and no
 * injected <style>: its workers are bundled here as files of our own origin (allowed by the
 * CSP's script-src 'self'), where the default build would start them from blob: URLs, which a
 * strict CSP refuses. Its stylesheet comes in through the sign-up routes' `links`.
 * Only PBKDF2 and SHA are registered: Argon2 and scrypt need WebAssembly ('wasm-unsafe-eval').
 */
import 'altcha/external'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

/**
 * Registers the workers. A function, not top-level code: the web package is marked
 * side-effect free, so the bundler would drop bare statements of a module nobody reads from.
 */
export function registerAltchaWorkers(): void {
  for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
  }
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker())
  }
}

/**
 * The widget's own words ("I'm not a robot", "Verifying…") in a traveller page's language: the
 * library's translation for it, loaded only on a page in that language (issue 31). Answers the
 * widget's `language` code, or undefined for English (its built-in words).
 */
const widgetLanguages: Record<string, [string, () => Promise<unknown>]> = {
  de: ['de', () => import('altcha/i18n/de')],
  fr: ['fr-fr', () => import('altcha/i18n/fr-fr')],
  ru: ['ru', () => import('altcha/i18n/ru')],
  zh: ['zh-cn', () => import('altcha/i18n/zh-cn')],
  hi: ['hi', () => import('altcha/i18n/hi')],
  ja: ['ja', () => import('altcha/i18n/ja')],
}

export async function loadAltchaLanguage(locale: string): Promise<string | undefined> {
  const entry = widgetLanguages[locale]
  if (!entry) return undefined
  await entry[1]()
  return entry[0]
}

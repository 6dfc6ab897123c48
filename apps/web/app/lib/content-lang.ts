import { isContentLocale } from '@serendib/domain/i18n/content'
import type { Locale } from '@serendib/domain/i18n/locales'

/**
 * A catalogue API path asking for its content in the page's language (`lang=`, decision 076);
 * English pages ask as before, so their cached answers stay the same.
 */
export function withLang(path: string, locale: Locale): string {
  if (!isContentLocale(locale)) return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`
}

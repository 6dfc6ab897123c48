import { isLocale, LOCALE_NAMES } from '@serendib/domain/i18n/locales'
import { useTranslator } from '../../lib/i18n'

/**
 * Kept out of the tour card's module: the home page's cards leave it out (its JavaScript budget,
 * decision 046); search results, the tour page and location pages pass it in.
 */
/** "Guides speak: English, Deutsch": each language in its own words, as the language menu names them. */
export function GuideLanguages({ languages, className = '' }: { languages: string[]; className?: string }) {
  const { t } = useTranslator()
  if (languages.length === 0) return null
  return (
    <p className={`text-slate-700 ${className || 'text-sm'}`} data-guide-languages>
      {t('content.guideLanguages', {
        languages: languages.map((code) => (isLocale(code) ? LOCALE_NAMES[code] : code)).join(', '),
      })}
    </p>
  )
}

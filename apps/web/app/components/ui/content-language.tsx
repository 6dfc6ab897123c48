import { useTranslator } from '../../lib/i18n'

/**
 * The note beside content that has no translation in the page's language yet (decision 076):
 * the text itself is shown in English and marked lang="en" by its element.
 */
export function ShownInEnglish({ className = '' }: { className?: string }) {
  const { t } = useTranslator()
  return (
    <p className={`text-xs text-slate-600 italic ${className}`} data-shown-in-english>
      {t('content.shownInEnglish')}
    </p>
  )
}

/** `lang="en"` for text left in English on a page in another language; nothing otherwise. */
export function englishLang(english: boolean): { lang?: string } {
  return english ? { lang: 'en' } : {}
}

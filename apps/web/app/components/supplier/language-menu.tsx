import {
  LOCALE_NAMES,
  SUPPLIER_LOCALES,
  languageTag,
  localizedPath,
  splitLocale,
} from '@serendib/domain/i18n/locales'
import { Link, useLocation } from 'react-router'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'

/**
 * The portal's languages (decision 078): plain links to the same page in English, Sinhala and
 * Tamil, so they work before hydration. Signed in, `onChoose` also saves the choice on the
 * account (the next sign-in and the supplier's e-mails use it).
 */
export function PortalLanguageMenu({ onChoose }: { onChoose?: (locale: string) => void }) {
  const { t, locale: current } = usePortalI18n()
  const { pathname, search, hash } = useLocation()
  const { path } = splitLocale(pathname)
  return (
    <nav aria-label={t('language.menu')}>
      <ul className="flex items-center gap-1 text-sm">
        {SUPPLIER_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(path, locale)}${search}${hash}`}
              lang={languageTag(locale)}
              hrefLang={languageTag(locale)}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => onChoose?.(locale)}
              className={`inline-flex min-h-11 items-center rounded px-1.5 ${
                locale === current
                  ? 'font-bold text-slate-900'
                  : 'font-semibold text-brand-800 underline hover:text-brand-900'
              }`}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

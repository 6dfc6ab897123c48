import {
  LOCALE_NAMES,
  TRAVELLER_LOCALES,
  languageTag,
  localizedPath,
  splitLocale,
} from '@serendib/domain/i18n/locales'
import { Link, useLocation, useMatches } from 'react-router'
import { useTranslator } from '../../lib/i18n'

/**
 * Where each traveller language's link goes (decision 071): the same page in that language
 * when the page has language versions (its route module says `handle.translated`), else that
 * language's home page. The query string stays; so the visitor stays where they are.
 */
function useLanguageLinks() {
  const { pathname, search } = useLocation()
  const translated = useMatches().some((match) => (match.handle as { translated?: boolean })?.translated)
  const path = translated ? splitLocale(pathname).path + search : '/'
  return TRAVELLER_LOCALES.map((locale) => ({ locale, to: localizedPath(path, locale) }))
}

function LanguageLink({
  locale,
  to,
  current,
  className,
}: {
  locale: (typeof TRAVELLER_LOCALES)[number]
  to: string
  current: boolean
  className: string
}) {
  const tag = languageTag(locale)
  return (
    <Link
      to={to}
      lang={tag}
      hrefLang={tag}
      aria-current={current ? 'true' : undefined}
      className={className}
      // Closes the header's menu when a language is chosen.
      onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
    >
      {LOCALE_NAMES[locale]}
    </Link>
  )
}

/** The header's language choice: a `<details>` of plain links, keyboard-usable without script. */
export function LanguageMenu() {
  const { locale, t } = useTranslator()
  return (
    <details className="relative">
      <summary className="flex h-10 cursor-pointer list-none items-center rounded-full px-1.5 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">{locale}</span>
        <span className="sr-only normal-case">{t('language.menu', { language: LOCALE_NAMES[locale] })}</span>
      </summary>
      <ul className="absolute right-0 z-40 mt-1 grid w-40 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        {useLanguageLinks().map((link) => (
          <li key={link.locale}>
            <LanguageLink
              {...link}
              current={link.locale === locale}
              className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 aria-[current]:font-bold aria-[current]:text-brand-800"
            />
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The footer's list of the same links. */
export function LanguageLinks({ className }: { className: string }) {
  const { locale } = useTranslator()
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {useLanguageLinks().map((link) => (
        <li key={link.locale}>
          <LanguageLink {...link} current={link.locale === locale} className={className} />
        </li>
      ))}
    </ul>
  )
}

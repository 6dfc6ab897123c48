import { splitLocale } from '@serendib/domain/i18n/locales'
import { Link, useLocation } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { useLoggedIn } from '../../lib/session-store'
import { HelpIcon, UserIcon } from '../ui/icons'
import { CartButton } from './cart-button'
import { CurrencyMenu } from './currency-menu'
import { HeaderSearch } from './header-search'
import { LanguageMenu } from '../ui/language-menu'

const iconButton =
  'flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-800'

export function SiteHeader() {
  const { pathname } = useLocation()
  const loggedIn = useLoggedIn()
  const { t, lp } = useTranslator()
  // The home page has its own search bar over the hero (spec §2 Home), in every language.
  const showSearch = splitLocale(pathname).path !== '/'

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 sm:gap-x-3 px-4 py-2 sm:flex-nowrap sm:px-6">
        <Link
          to={lp('/')}
          className="shrink-0 rounded text-2xl font-extrabold tracking-tight text-brand-800"
          aria-label={t('header.home')}
        >
          Seren<span className="text-accent-700">dib</span>
        </Link>
        {showSearch ? (
          <div className="order-last w-full sm:order-none sm:mx-4 sm:max-w-md sm:flex-1">
            <HeaderSearch />
          </div>
        ) : (
          <div className="flex-1" />
        )}
        <nav aria-label={t('header.nav')} className="ml-auto flex items-center gap-1">
          <LanguageMenu />
          <CurrencyMenu />
          <Link to={lp('/help')} className={iconButton}>
            <HelpIcon width={22} height={22} />
            <span className="sr-only md:not-sr-only md:text-sm md:font-medium">{t('header.help')}</span>
          </Link>
          <Link to={loggedIn ? lp('/account') : '/login'} className={iconButton}>
            <UserIcon width={22} height={22} />
            <span className="sr-only md:not-sr-only md:text-sm md:font-medium">
              {loggedIn ? t('header.myAccount') : t('header.logIn')}
            </span>
          </Link>
          <CartButton />
        </nav>
      </div>
    </header>
  )
}

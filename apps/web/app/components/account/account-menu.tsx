import { useEffect, useRef, type ComponentType, type SVGProps } from 'react'
import { Link, useLocation } from 'react-router'
import { splitLocale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { useHydrated } from '../../lib/use-hydrated'
import { useTranslator } from '../../lib/i18n'
import { LogOutButton } from './log-out-button'
import { HeartIcon, UserIcon } from '../ui/icons'
import { DashboardIcon, PercentIcon, QuoteIcon, SettingsIcon, StarIcon, TicketIcon } from '../ui/icons-more'

interface MenuItem {
  to: string
  label: string
  /** The label's catalogue id (decision 077). */
  labelId: MessageId
  Icon: ComponentType<SVGProps<SVGSVGElement>>
  /** Deeper pages that belong to this item (a booking's detail belongs to My Bookings). */
  section?: string
}

/** Spec §2 Account area side menu, in the spec's order; Log Out comes last. */
export const accountMenuItems: MenuItem[] = [
  { to: '/account', label: 'Dashboard', labelId: 'account.dashboard', Icon: DashboardIcon },
  {
    to: '/account/bookings',
    label: 'My Bookings',
    labelId: 'account.bookings',
    Icon: TicketIcon,
    section: '/account/booking/',
  },
  // Tailored round tours (decision 079): after the bookings they may become.
  {
    to: '/account/quotes',
    label: 'My Quotes',
    labelId: 'account.quotes',
    Icon: QuoteIcon,
    section: '/account/quotes/',
  },
  { to: '/account/reviews', label: 'Reviews & Ratings', labelId: 'account.reviews', Icon: StarIcon },
  { to: '/account/deals', label: 'Deals & Discounts', labelId: 'account.deals', Icon: PercentIcon },
  { to: '/account/favorites', label: 'My Favorites', labelId: 'account.favorites', Icon: HeartIcon },
  { to: '/account/settings', label: 'Settings', labelId: 'account.settings', Icon: SettingsIcon },
]

/** 'page' on the item's own page, 'true' on a page inside its section, else nothing. */
export function menuCurrent(
  item: Pick<MenuItem, 'to' | 'section'>,
  pathname: string,
): 'page' | 'true' | undefined {
  // The same item in every language: /de/account/bookings is My Bookings (decision 077).
  const path = splitLocale(pathname).path.replace(/\/+$/, '') || '/'
  if (path === item.to) return 'page'
  if (item.section && path.startsWith(item.section)) return 'true'
  return undefined
}

const logOutClass =
  'flex w-full items-center gap-2 rounded-full px-3.5 py-2 text-left text-sm font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-300 hover:bg-red-50 hover:text-red-800 disabled:opacity-60 lg:gap-3 lg:rounded-lg lg:px-3 lg:py-2.5 lg:text-base lg:ring-0'

/**
 * The account area's menu: a column beside the page from the large breakpoint, a row of
 * chips that scrolls sideways on small screens (every item stays one tap away).
 */
export function AccountMenu({ name }: { name?: string }) {
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  const { t, lp } = useTranslator()
  const listRef = useRef<HTMLUListElement>(null)

  // The row of chips scrolls sideways on small screens: bring the current one into view.
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    const left = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft
    list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2
  }, [pathname])

  return (
    <nav aria-label={t('header.myAccount')} className="lg:sticky lg:top-24">
      <div className="hidden items-center gap-3 px-3 pb-4 lg:flex">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon width={20} height={20} />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('header.myAccount')}
          </p>
          <p className="truncate font-semibold text-slate-900">{name ?? ' '}</p>
        </div>
      </div>
      {/* Phones: the chips wrap, so Log Out is on screen without sideways scrolling (issue 18). */}
      <ul ref={listRef} className="flex flex-wrap gap-2 pb-1 lg:flex-col lg:flex-nowrap lg:gap-1 lg:pb-0">
        {accountMenuItems.map((item) => {
          const current = menuCurrent(item, pathname)
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={lp(item.to)}
                aria-current={current}
                className={`flex items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap ring-1 lg:gap-3 lg:rounded-lg lg:px-3 lg:py-2.5 lg:text-base lg:ring-0 ${
                  current
                    ? 'bg-brand-700 text-white ring-brand-700 lg:bg-brand-50 lg:text-brand-800'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900'
                }`}
              >
                <item.Icon width={18} height={18} className="shrink-0" />
                {t(item.labelId)}
              </Link>
            </li>
          )
        })}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          {hydrated ? <LogOutButton className={logOutClass} /> : null}
        </li>
      </ul>
    </nav>
  )
}

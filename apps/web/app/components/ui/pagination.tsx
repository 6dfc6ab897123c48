import { Link } from 'react-router'
import { pageWindow } from '../../lib/page-window'
import { useTranslator } from '../../lib/i18n'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold'
const link = `${cell} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`

/**
 * Page links: previous, a window of page numbers (see pageWindow) and next. Plain links, so
 * crawlers follow them; nothing when there is one page only.
 */
export function Pagination({
  label,
  current,
  last,
  href,
  className,
  showWords = false,
  preventScrollReset,
}: {
  /** The nav's accessible name ("Pages of results"). */
  label: string
  current: number
  last: number
  href: (page: number) => string
  /** The nav's margin. */
  className: string
  /** "Previous" and "Next" beside the arrows from the small breakpoint; else only read out. */
  showWords?: boolean
  /** Keeps the scroll position, for a table further down the page. */
  preventScrollReset?: boolean
}) {
  const { t } = useTranslator()
  if (last <= 1) return null
  const words = (margin: string) => (showWords ? `sr-only sm:not-sr-only ${margin}` : 'sr-only')
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" preventScrollReset={preventScrollReset} className={link}>
              <ChevronLeftIcon width={18} height={18} />
              <span className={words('sm:ml-1')}>{t('pagination.previous')}</span>
              <span className="sr-only">{t('pagination.page')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${cell} bg-brand-700 text-white`}>
                  <span className="sr-only">{t('pagination.pageNumber')}</span>
                  {page}
                </span>
              ) : (
                <Link to={href(page)} preventScrollReset={preventScrollReset} className={link}>
                  <span className="sr-only">{t('pagination.pageNumber')}</span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link to={href(current + 1)} rel="next" preventScrollReset={preventScrollReset} className={link}>
              <span className={words('sm:mr-1')}>{t('pagination.next')}</span>
              <span className="sr-only">{t('pagination.page')}</span>
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

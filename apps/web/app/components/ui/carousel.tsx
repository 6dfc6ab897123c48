import { useTranslator } from '../../lib/i18n'
import { CAROUSEL_MAX_ITEMS } from '@serendib/domain/site'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

interface CarouselProps<T> {
  items: T[]
  /** Accessible name of the list, usually the section heading text. */
  label: string
  getKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** Tailwind width classes of one item; the defaults show about 1, 2, 3 and 4 per view. */
  itemClassName?: string
}

const arrowButton =
  'flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-default disabled:opacity-40'

/**
 * Horizontal scroll-snap list: swipe on touch, arrows elsewhere. Native scrolling keeps it
 * library-free and accessible (items stay in the tab order and in the accessibility tree).
 */
export function Carousel<T>({
  items,
  label,
  getKey,
  renderItem,
  itemClassName = 'w-[82%] sm:w-[45%] md:w-[31%] lg:w-[calc(25%-0.75rem)]',
}: CarouselProps<T>) {
  const { t } = useTranslator()
  const listRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: false, hasControls: true })
  const shown = items.slice(0, CAROUSEL_MAX_ITEMS)

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    // One pixel of slack: fractional scroll positions never quite reach the end.
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
      hasControls: list.querySelector('a[href], button, input, select, [tabindex]') !== null,
    })
  }, [])

  useEffect(() => {
    measure()
    const list = listRef.current
    if (!list) return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure])

  function scrollByPage(direction: 1 | -1) {
    const list = listRef.current
    if (!list) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' })
  }

  const scrollable = !(edges.atStart && edges.atEnd)
  // Cards without a link (an inspiration with no article) leave nothing to Tab to: the list
  // itself then takes focus, so the arrow keys scroll it.
  const focusable = scrollable && !edges.hasControls

  return (
    <div className="relative">
      <ul
        ref={listRef}
        aria-label={label}
        tabIndex={focusable ? 0 : undefined}
        onScroll={measure}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        {shown.map((item) => (
          <li key={getKey(item)} className={`shrink-0 snap-start ${itemClassName}`}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {scrollable ? (
        <div className="mt-1 flex justify-end gap-2">
          <button
            type="button"
            className={arrowButton}
            onClick={() => scrollByPage(-1)}
            disabled={edges.atStart}
            aria-label={t('site.previousOf', { label })}
          >
            <ChevronLeftIcon width={20} height={20} />
          </button>
          <button
            type="button"
            className={arrowButton}
            onClick={() => scrollByPage(1)}
            disabled={edges.atEnd}
            aria-label={t('site.nextOf', { label })}
          >
            <ChevronRightIcon width={20} height={20} />
          </button>
        </div>
      ) : null}
    </div>
  )
}

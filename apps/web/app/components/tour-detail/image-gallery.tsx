import type { ImageRef } from '@serendib/domain/catalogue-api'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslator } from '../../lib/i18n'
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons'
import { ExpandIcon } from '../ui/icons-more'
import { usePhotoViewer } from '../ui/photo-viewer'

/** The gallery fills the main column: about 800px on desktops, the full width on phones. */
const SLIDE_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw'
/** Thumbnails are 96px wide: the smallest stored file (400w) stays sharp up to 4x screens. */
const THUMB_SIZES = '96px'

/**
 * Photo slider with thumbnails, without a library: a scroll-snap track gives swiping on touch
 * screens for free, and the buttons, thumbnails and arrow keys drive the same scroll. The
 * first photo is the likely LCP element, so it loads eagerly with high priority (React then
 * preloads it); the others load lazily as they come near.
 */
export function ImageGallery({ images, title }: { images: ImageRef[]; title: string }) {
  const { t } = useTranslator()
  const trackRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const count = images.length
  const { viewer, open } = usePhotoViewer(
    images.map((image) => ({ url: image.url, srcset: image.srcset, alt: image.alt_text || title })),
    t('gallery.photosOf', { title }),
  )

  if (count === 0) {
    return <div className="aspect-[3/2] rounded-2xl bg-gradient-to-br from-brand-700 to-accent-700" />
  }

  function go(index: number) {
    const track = trackRef.current
    if (!track) return
    const target = Math.min(count - 1, Math.max(0, index))
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' })
  }

  // The scroll position is the single source of truth, whether it moved by swipe or button.
  function onScroll() {
    const track = trackRef.current
    if (track && track.clientWidth > 0) setActive(Math.round(track.scrollLeft / track.clientWidth))
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('gallery.photosOf', { title })}
      className="flex flex-col gap-3"
    >
      <div className="on-dark relative overflow-hidden rounded-2xl bg-slate-200">
        <div
          ref={trackRef}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          // Focusable so keyboard users can reach it; arrow keys then move one photo at a time.
          tabIndex={0}
          role="group"
          aria-label={t('gallery.track', { count })}
          className="scrollbar-none flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto focus-visible:-outline-offset-4"
        >
          {images.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.slide', { number: index + 1, count })}
              className="h-full w-full shrink-0 snap-center"
            >
              <img
                src={image.url}
                srcSet={image.srcset || undefined}
                sizes={SLIDE_SIZES}
                alt={image.alt_text || title}
                width={1200}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                // A click shows it full screen; keyboards use the "View full screen" button.
                onClick={() => open(index)}
                className="h-full w-full cursor-zoom-in object-cover"
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => open(active)}
          aria-label={t('gallery.fullScreen')}
          title={t('gallery.fullScreen')}
          className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-slate-950/50 text-white noscript:hidden hover:bg-slate-950/75"
        >
          <ExpandIcon />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(active - 1)}
              disabled={active === 0}
              aria-label={t('gallery.previous')}
              className={`${arrow} left-3 noscript:hidden`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(active + 1)}
              disabled={active === count - 1}
              aria-label={t('gallery.next')}
              className={`${arrow} right-3 noscript:hidden`}
            >
              <ChevronRightIcon />
            </button>
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-slate-950/60 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {active + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        // Without JavaScript the track still swipes and scrolls; the thumbnails could not move it.
        <ul
          className="scrollbar-none flex gap-2 overflow-x-auto p-1 noscript:hidden"
          aria-label={t('gallery.choose')}
        >
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => go(index)}
                aria-label={t('gallery.show', { number: index + 1, count })}
                aria-current={index === active}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-2 transition ${index === active ? 'ring-brand-600' : 'opacity-75 ring-transparent hover:opacity-100'}`}
              >
                <img
                  src={image.url}
                  srcSet={image.srcset || undefined}
                  sizes={THUMB_SIZES}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer}
    </section>
  )
}

const arrow =
  'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/50 text-white hover:bg-slate-950/75 disabled:opacity-0'

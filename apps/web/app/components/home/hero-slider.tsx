import type { Slider } from '@serendib/domain/catalogue-api'
import { Timing } from '@serendib/domain/site'
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons'
import { englishLang } from '../ui/content-language'
import { useTranslator } from '../../lib/i18n'

export const HERO_SIZES = '100vw'

/**
 * Auto-playing hero (spec §2, every Timing.heroSliderMs). It stops while the pointer or
 * keyboard focus is inside, when the visitor presses pause (WCAG 2.2.2), and never starts
 * for people who ask for reduced motion.
 */
export function HeroSlider({ slides }: { slides: Slider[] }) {
  const { t } = useTranslator()
  const [index, setIndex] = useState(0)
  // Images after the first load only once they are about to be shown, to spare phones.
  const [loadedUpTo, setLoadedUpTo] = useState(1)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [stop, setStop] = useState<number | null>(null)
  const count = slides.length

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  const playing = count > 1 && !userPaused && !reducedMotion && !hovered && !focused

  const go = useCallback(
    (next: number) => {
      const target = (next + count) % count
      setIndex(target)
      // Also fetch the slide after the target, so the next fade never shows an empty frame.
      setLoadedUpTo((current) => Math.max(current, target + 1))
    },
    [count],
  )

  useEffect(() => {
    if (!playing) return
    // Depends on index: any manual move restarts the full interval.
    const timer = window.setTimeout(() => go(index + 1), Timing.heroSliderMs)
    return () => window.clearTimeout(timer)
  }, [playing, index, go])

  if (count === 0) {
    return (
      <div className="h-[360px] bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 sm:h-[460px]" />
    )
  }

  const canAutoplay = count > 1 && !reducedMotion
  // Roving tab stop: Previous, Pause (when it plays by itself), the dots, Next. Tab enters at
  // Pause (WCAG 2.2.2 wants it first) or at the last control used.
  const firstDot = canAutoplay ? 2 : 1
  const current = Math.min(stop ?? (canAutoplay ? 1 : 0), firstDot + count)
  const rove = (at: number) => ({ tabIndex: at === current ? 0 : -1, 'data-stop': at })

  function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...event.currentTarget.querySelectorAll('button')]
    const at = buttons.indexOf(event.target as HTMLButtonElement)
    const moves: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: buttons.length - 1,
    }
    const target = moves[event.key]
    if (at < 0 || target === undefined) return
    event.preventDefault()
    buttons[(target + buttons.length) % buttons.length]?.focus()
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured experiences"
      className="on-dark relative h-[360px] overflow-hidden bg-slate-800 sm:h-[460px]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {slides.map((slide, i) => {
        const active = i === index
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slideOf', { number: i + 1, count })}
            aria-hidden={!active}
            inert={!active}
            className={`absolute inset-0 motion-safe:transition-opacity motion-safe:duration-700 ${active ? 'opacity-100' : 'opacity-0'}`}
          >
            {i <= loadedUpTo ? (
              <img
                src={slide.image_name}
                srcSet={slide.image_srcset || undefined}
                sizes={HERO_SIZES}
                alt=""
                width={1600}
                height={900}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="h-full w-full object-cover"
              />
            ) : null}
            <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/35 to-slate-950/60" />
            <div className="absolute inset-x-0 top-0 mx-auto max-w-7xl px-14 pt-7 text-white sm:px-20 sm:pt-16">
              <p
                className="max-w-2xl text-[1.7rem] leading-tight font-extrabold drop-shadow sm:text-5xl"
                {...englishLang(Boolean(slide.untranslated?.includes('title')))}
              >
                {slide.title}
              </p>
              <p
                className="mt-2 line-clamp-2 max-w-xl text-sm drop-shadow sm:mt-3 sm:line-clamp-none sm:text-xl"
                {...englishLang(Boolean(slide.untranslated?.includes('sub_text')))}
              >
                {slide.sub_text}
              </p>
            </div>
          </div>
        )
      })}

      {count > 1 ? (
        // One toolbar, one tab stop (the arrow keys move inside it), so a keyboard reaches the
        // search box below after a single stop rather than one per slide. Without JavaScript the
        // first slide stays; controls that could not move it are hidden.
        <div
          role="toolbar"
          aria-label={t('home.slideshowControls')}
          onKeyDown={moveInToolbar}
          onFocus={(event) => setStop(Number(event.target.dataset.stop ?? 0))}
          className="pointer-events-none absolute inset-0 noscript:hidden"
        >
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('home.previousSlide')}
            {...rove(0)}
            className={`${arrow} left-2 sm:left-4`}
          >
            <ChevronLeftIcon />
          </button>
          <div className="absolute inset-x-0 bottom-22 flex items-center justify-center gap-2 sm:bottom-28">
            {canAutoplay ? (
              <button
                type="button"
                onClick={() => setUserPaused((paused) => !paused)}
                aria-label={userPaused ? t('home.playSlideshow') : t('home.pauseSlideshow')}
                {...rove(1)}
                className="pointer-events-auto mr-1 flex h-7 w-7 items-center justify-center rounded-full bg-slate-950/50 text-xs text-white hover:bg-slate-950/70"
              >
                <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
              </button>
            ) : null}
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('home.showSlide', { number: i + 1, title: slide.title })}
                aria-current={i === index}
                {...rove(firstDot + i)}
                className="pointer-events-auto flex h-7 w-7 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full bg-white transition-all ${i === index ? 'w-6' : 'w-2.5 opacity-60'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('home.nextSlide')}
            {...rove(firstDot + count)}
            className={`${arrow} right-2 sm:right-4`}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  )
}

const arrow =
  'pointer-events-auto absolute top-1/3 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/45 text-white hover:bg-slate-950/70 sm:top-1/2 sm:-translate-y-[calc(50%+3rem)]'

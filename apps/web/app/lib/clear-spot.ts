/**
 * Where a toast may stand without covering anything a page asks of you (issue 29 point 8,
 * decision 067): the lowest band of the viewport, as tall as the toast, that no visible field,
 * button, link or docked bar crosses within the toast's width. Null when there is none (a phone
 * full of fields): the toast then waits, still read out, until scrolling makes room.
 */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'label[for]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
  '[data-bottom-bar]',
].join(',')

/** The space kept between a toast and what it stands beside. */
const GAP = 8

export interface Span {
  top: number
  bottom: number
}

/**
 * The top of the lowest free band of `height` in [0, viewport), given the vertical spans that are
 * taken; null when none fits. Pure, so the rule is tested without a browser.
 */
export function lowestFreeTop(taken: readonly Span[], height: number, viewport: number): number | null {
  const spans = taken
    .map((s) => ({ top: s.top - GAP, bottom: s.bottom + GAP }))
    .filter((s) => s.bottom > 0 && s.top < viewport)
  // Walk up from the bottom edge, past whatever crosses the band, until a band is free.
  let floor = viewport - GAP
  for (;;) {
    if (floor - height < GAP) return null
    const blocking = spans.filter((s) => s.top < floor && s.bottom > floor - height)
    if (blocking.length === 0) return floor - height
    floor = Math.min(...blocking.map((s) => s.top))
  }
}

function visible(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility
  return check ? check.call(element, { opacityProperty: true, visibilityProperty: true }) : true
}

/** The viewport top for a toast of this size, or null when no band is free. */
export function clearSpotFor(toast: HTMLElement, dock: HTMLElement): number | null {
  const box = toast.getBoundingClientRect()
  const viewport = window.innerHeight
  const taken: Span[] = []
  for (const element of document.querySelectorAll(INTERACTIVE_SELECTOR)) {
    if (dock.contains(element)) continue
    const r = element.getBoundingClientRect()
    if (r.width < 2 || r.height < 2) continue
    if (r.bottom <= 0 || r.top >= viewport) continue
    if (r.right <= box.left - GAP || r.left >= box.right + GAP) continue
    if (!visible(element)) continue
    taken.push({ top: r.top, bottom: r.bottom })
  }
  return lowestFreeTop(taken, box.height, viewport)
}

/** How often a shown toast looks again for its spot (content moves without scrolling too). */
const RECHECK_MS = 250

/**
 * Stands the dock's toast in its free band (decision 067): now, then on scroll, resize and page
 * changes (before they are painted: the frame callback runs first) and every 250 ms; with no free
 * band the dock waits out of sight (`.snackbar-dock` in app.css), still read out. `onDone` comes
 * once the toast has been seen for `ms` (spec §4's five seconds), so one that waited for room still
 * gets them all. Returns the function that stops watching and hides the dock.
 */
export function watchClearSpot(dock: HTMLElement, ms: number, onDone: () => void): () => void {
  let hide = 0
  const place = () => {
    const toast = dock.querySelector<HTMLElement>('[data-snackbar-type]')
    const top = toast ? clearSpotFor(toast, dock) : null
    dock.style.top = top === null ? '' : `${top}px`
    dock.style.transform = top === null ? '' : 'none'
    dock.dataset.snackbarDock = top === null ? 'waiting' : 'shown'
    if (top !== null && !hide) hide = window.setTimeout(onDone, ms)
    if (top === null && hide) {
      window.clearTimeout(hide)
      hide = 0
    }
  }
  let frame = 0
  const soon = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      place()
    })
  }
  place()
  window.addEventListener('scroll', soon, { capture: true, passive: true })
  window.addEventListener('resize', soon)
  const changes = new MutationObserver((records) => {
    if (records.some((r) => !dock.contains(r.target))) soon()
  })
  changes.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  const sizes = new ResizeObserver(soon)
  sizes.observe(document.body)
  const timer = window.setInterval(soon, RECHECK_MS)
  return () => {
    window.removeEventListener('scroll', soon, { capture: true })
    window.removeEventListener('resize', soon)
    changes.disconnect()
    sizes.disconnect()
    window.clearInterval(timer)
    window.clearTimeout(hide)
    if (frame) cancelAnimationFrame(frame)
    dock.style.top = ''
    dock.style.transform = ''
    dock.dataset.snackbarDock = 'waiting'
  }
}

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

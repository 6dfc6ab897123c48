import { Timing } from '@serendib/domain/site'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { clearSpotFor } from '../../lib/clear-spot'

export type SnackbarType = 'error' | 'info' | 'success' | 'warning'

interface SnackbarMessage {
  id: number
  text: string
  type: SnackbarType
}

type ShowSnackbar = (text: string, type?: SnackbarType) => void

const SnackbarContext = createContext<ShowSnackbar | null>(null)

/** Spec §4 "Snackbar alert": one message at a time; a newer one replaces the older. */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext)
  if (!show) throw new Error('useSnackbar must be used inside <SnackbarProvider>')
  return show
}

const styles: Record<SnackbarType, string> = {
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-slate-900',
}

/** How often a shown toast looks again for its spot (content moves without scrolling too). */
const RECHECK_MS = 250

/**
 * Where the toast stands: `top` in the viewport, or null while no band is free (decision 067).
 * `measured` is false until the first look, so the toast is never painted where it was not put.
 */
type Spot = { measured: boolean; top: number | null }

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const [spot, setSpot] = useState<Spot>({ measured: false, top: null })
  const dock = useRef<HTMLDivElement>(null)

  const show = useCallback<ShowSnackbar>((text, type = 'info') => {
    // A fresh id restarts the hide timer even when the same text is shown twice.
    setMessage({ id: Date.now() + Math.random(), text, type })
  }, [])

  // Toasts never cover a field, a button or a docked bar (issue 29 point 8, decision 067): the
  // toast takes the lowest free band of the viewport, and looks again as the page scrolls or
  // changes. With no free band it waits out of sight (still read out) until there is one.
  const place = useCallback(() => {
    const box = dock.current
    const toast = box?.querySelector<HTMLElement>('[data-snackbar-type]')
    if (!box || !toast) return
    const top = clearSpotFor(toast, box)
    setSpot((current) => (current.measured && current.top === top ? current : { measured: true, top }))
  }, [])

  useLayoutEffect(() => {
    setSpot({ measured: false, top: null })
    if (message) place()
  }, [message, place])

  useEffect(() => {
    if (!message) return
    let frame = 0
    const soon = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        place()
      })
    }
    window.addEventListener('scroll', soon, { capture: true, passive: true })
    window.addEventListener('resize', soon)
    // The page changing under the toast (a form closing, errors appearing) moves it in the same
    // frame: the frame callback runs before that change is painted.
    const changes = new MutationObserver((records) => {
      if (records.some((r) => !dock.current?.contains(r.target))) soon()
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
      if (frame) cancelAnimationFrame(frame)
    }
  }, [message, place])

  // The message's seconds run while it can be seen: one that waited for room still gets them all.
  const seen = spot.measured && spot.top !== null
  useEffect(() => {
    if (!message || !seen) return
    const timer = window.setTimeout(() => setMessage(null), Timing.snackbarMs)
    return () => window.clearTimeout(timer)
  }, [message, seen])

  const value = useMemo(() => show, [show])
  const urgent = message?.type === 'error' || message?.type === 'warning'
  // Measured out of sight: the toast keeps its own size, and nothing is painted before it is put.
  const style = seen ? { top: `${spot.top}px` } : { top: '0px', transform: 'translateY(-200vh)' }

  return (
    <SnackbarContext value={value}>
      {children}
      {/* Both live regions stay mounted: screen readers only announce changes to existing regions. */}
      <div
        ref={dock}
        data-snackbar-dock={seen ? 'shown' : 'waiting'}
        style={style}
        className="snackbar-dock pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4"
      >
        <div aria-live="assertive" role="alert" className="contents">
          {message && urgent ? <SnackbarBody message={message} onClose={() => setMessage(null)} /> : null}
        </div>
        <div aria-live="polite" role="status" className="contents">
          {message && !urgent ? <SnackbarBody message={message} onClose={() => setMessage(null)} /> : null}
        </div>
      </div>
    </SnackbarContext>
  )
}

function SnackbarBody({ message, onClose }: { message: SnackbarMessage; onClose: () => void }) {
  return (
    <div
      data-snackbar-type={message.type}
      className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${styles[message.type]}`}
    >
      <span>{message.text}</span>
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss message"
        className="-mr-1 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        ✕
      </button>
    </div>
  )
}

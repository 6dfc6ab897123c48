import { Timing } from '@serendib/domain/site'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useLocation } from 'react-router'

export type SnackbarType = 'error' | 'info' | 'success' | 'warning'

interface SnackbarMessage {
  id: number
  text: string
  type: SnackbarType
  /** The page it was shown on: a warning or error is about that page's fields. */
  pathname: string
}

type ShowSnackbar = (text: string, type?: SnackbarType) => void

const SnackbarContext = createContext<ShowSnackbar | null>(null)

/** Spec §4 "Snackbar alert": one message at a time; a newer one replaces the older. */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext)
  if (!show) throw new Error('No SnackbarProvider')
  return show
}

const styles: Record<SnackbarType, string> = {
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-slate-900',
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const dock = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  const currentPathname = useRef(pathname)
  currentPathname.current = pathname

  const show = useCallback<ShowSnackbar>((text, type = 'info') => {
    // A fresh id restarts the hide timer even when the same text is shown twice.
    setMessage({ id: Date.now() + Math.random(), text, type, pathname: currentPathname.current })
  }, [])

  // A warning or error names something to fix on the page it came from ("Please select pick-up
  // loaction first"); on the next page it would point at nothing, so it leaves with its page.
  // Success and info messages may announce the page they lead to ("Saved", then a redirect), so
  // they stay for their seconds.
  useEffect(() => {
    setMessage((shown) =>
      shown && (shown.type === 'error' || shown.type === 'warning') && shown.pathname !== pathname
        ? null
        : shown,
    )
  }, [pathname])

  // Toasts never cover a field, a button or a docked bar (issue 29 point 8, decision 067): the
  // toast takes the lowest free band of the viewport and looks again as the page scrolls or
  // changes; with no free band it waits out of sight (still read out), and its seconds count
  // once it is seen. The rule loads with the first toast, so the home page's first load does
  // not carry it. A layout effect: a newer message is hidden before it is painted where the
  // older one stood.
  useLayoutEffect(() => {
    const box = dock.current
    if (!message || !box) return
    const watching = import('../../lib/clear-spot').then((spot) =>
      spot.watchClearSpot(box, Timing.snackbarMs, () => setMessage(null)),
    )
    // In order: an older watch stops (and hides the dock) before a newer one places its toast.
    return () => void watching.then((stop) => stop())
  }, [message])

  const urgent = message?.type === 'error' || message?.type === 'warning'
  const body = message ? <SnackbarBody message={message} onClose={() => setMessage(null)} /> : null

  return (
    <SnackbarContext value={show}>
      {children}
      {/* Both live regions stay mounted: screen readers only announce changes to existing regions. */}
      <div ref={dock} className="snackbar-dock">
        <div aria-live="assertive" role="alert" className="contents">
          {urgent ? body : null}
        </div>
        <div aria-live="polite" role="status" className="contents">
          {urgent ? null : body}
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

import { Timing } from '@serendib/domain/site'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

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

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null)

  const show = useCallback<ShowSnackbar>((text, type = 'info') => {
    // A fresh id restarts the hide timer even when the same text is shown twice.
    setMessage({ id: Date.now() + Math.random(), text, type })
  }, [])

  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(() => setMessage(null), Timing.snackbarMs)
    return () => window.clearTimeout(timer)
  }, [message])

  const value = useMemo(() => show, [show])
  const urgent = message?.type === 'error' || message?.type === 'warning'

  return (
    <SnackbarContext value={value}>
      {children}
      {/* Both live regions stay mounted: screen readers only announce changes to existing regions. */}
      <div className="snackbar-dock pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4">
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

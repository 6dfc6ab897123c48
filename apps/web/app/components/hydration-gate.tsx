import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Until React has hydrated the page its buttons and fields would do nothing, or drop what was
 * typed into them (hydration waits for the first paint: decision 016). Wrapped in this fieldset
 * they are disabled until then, for people and for browser automation alike; links keep working.
 * `display: contents` and `role="none"` keep it out of the layout and the accessibility tree.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset disabled={!hydrated} role="none" className="contents">
      {children}
    </fieldset>
  )
}

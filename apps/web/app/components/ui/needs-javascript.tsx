import type { ReactNode } from 'react'

/**
 * Shown only in browsers with scripting off (the `noscript:` variant of app.css): says what needs
 * JavaScript, where it is needed, instead of offering controls that cannot work (decision 019).
 * A CSS media query rather than <noscript>, so the same markup serves both and nothing flashes.
 */
export function NeedsJavaScript({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`hidden rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 noscript:block ${className}`}
    >
      {children}
    </p>
  )
}

import { createContext } from 'react-router'

/**
 * Per-request CSP nonce. In production the server sends a nonce-based Content-Security-Policy
 * and sets this token (read from `build.entry.module.cspNonceContext`); React Router's inline
 * hydration scripts must carry the same nonce or the browser refuses to run them.
 * Empty string means "no CSP nonce" (development).
 */
export const cspNonceContext = createContext<string>('')

/**
 * The nonce the server put on this document, for hydration. React compares `nonce` through the
 * element's `.nonce` property (which keeps the value even after the browser hides the
 * attribute), so the client must render the server's nonce or every nonce'd tag mismatches.
 * On the server this is undefined and React Router falls back to `<ServerRouter nonce>`.
 */
export const documentNonce: string | undefined =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined

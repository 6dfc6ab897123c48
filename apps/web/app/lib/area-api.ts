/**
 * The browser client of a signed-in area (the supplier portal, the admin console): bearer token
 * from the site's session (lib/auth-session.ts: the tab's, renewed from the browser's session
 * cookie when it runs out, decision 057), JSON in and out, one reply shape for every outcome. A
 * session that is over sends the person to the area's own login page, with the page they were
 * on as `next`. A refused save carries the API's message per field (`errors`), which forms show
 * beside each field.
 */
import { authToken, renewToken, restoreSession } from './auth-session'
import { bodyMessage } from './reply-messages'
import { updateSession } from './session-store'

export type FieldErrors = Record<string, string>
export type AreaReply<T> =
  | { ok: true; status: number; data: T; message?: string }
  | { ok: false; status: number; message: string; errors: FieldErrors }

const FALLBACK = 'Could not load data'

function errorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {}
  const errors = body.errors
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string')) as FieldErrors
}

/** `send(method, path, body?, raw?)` for the area whose login page `loginPath(next)` names. */
export function areaSender(loginPath: (next?: string) => string) {
  function sessionEnded() {
    updateSession({ authToken: null, user: null, loggedIn: false }, 'now')
    window.location.assign(loginPath(window.location.pathname + window.location.search))
  }

  return async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    raw?: BodyInit,
  ): Promise<AreaReply<T>> {
    const token = (await restoreSession()) ? authToken() : null
    if (!token) {
      sessionEnded()
      return { ok: false, status: 401, message: 'Please log in to continue', errors: {} }
    }
    const call = (bearer: string) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      }
      if (body !== undefined) headers['content-type'] = 'application/json'
      return fetch(path, {
        method,
        headers,
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      })
    }
    let response: Response
    try {
      response = await call(token)
      if (response.status === 401) {
        // A tab's token lives an hour: the session cookie gives it a new one, else it is over.
        const renewed = await renewToken(token)
        if (!renewed) sessionEnded()
        else response = await call(renewed)
      }
    } catch {
      return {
        ok: false,
        status: 0,
        message: 'The server could not be reached. Check the connection and try again.',
        errors: {},
      }
    }
    // An empty or non-JSON body (a proxy's error page) reads as null.
    const parsed: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const message =
        response.status >= 500 ? 'Something went wrong on our side' : (bodyMessage(parsed) ?? FALLBACK)
      return { ok: false, status: response.status, message, errors: errorsOf(parsed) }
    }
    const envelope = parsed as { data?: T; message?: string }
    return {
      ok: true,
      status: response.status,
      data: (envelope?.data ?? parsed) as T,
      message: envelope?.message,
    }
  }
}

/**
 * The browser-session cookie of decision 057 as HTTP sees it: its name and attributes, reading
 * it, and the check that a call it authenticates came from our own pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { parseCookie, stringifySetCookie } from 'cookie'
import { ForbiddenError } from '@serendib/domain/errors'
import { WebSessionMessages } from '@serendib/domain/messages/web-sessions'
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  SESSION_REQUEST_HEADER,
} from '@serendib/domain/web-session'

/**
 * Secure when the site is served over HTTPS: PUBLIC_URL says so, or this request came over TLS
 * (directly, or through a proxy TRUST_PROXY names, decision 056). A plain-HTTP laptop demo
 * gets a cookie without Secure, which browsers would otherwise drop.
 */
function secure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:')
}

const cookieName = (request: FastifyRequest, publicUrl: string) =>
  secure(request, publicUrl) ? SECURE_SESSION_COOKIE : SESSION_COOKIE

/** The session token this request's cookie carries, or null. */
export function readSessionCookie(request: FastifyRequest, publicUrl: string): string | null {
  const header = request.headers.cookie
  if (!header) return null
  return parseCookie(header)[cookieName(request, publicUrl)] || null
}

/**
 * httpOnly (scripts cannot read it), SameSite=Strict (no other site's page makes the browser
 * send it), Path=/api/auth (only the session calls receive it: pages and the rest of the API
 * never see it, so neither the page cache nor the bearer-only routes change), Secure on HTTPS.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  token: string,
  expiresAt: Date,
): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: cookieName(request, publicUrl),
      value: token,
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request, publicUrl),
      path: SESSION_COOKIE_PATH,
      expires: expiresAt,
      maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
    }),
  )
  reply.header('cache-control', 'no-store')
}

/** Tells the browser to forget the cookie (logout, a session that no longer works). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: cookieName(request, publicUrl),
      value: '',
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request, publicUrl),
      path: SESSION_COOKIE_PATH,
      maxAge: 0,
    }),
  )
}

function sameOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true
  try {
    return origin === new URL(publicUrl).origin
  } catch {
    return false
  }
}

/**
 * CSRF protection of every call the cookie authenticates (decision 057): it must carry our
 * header, which no other origin can add without a CORS preflight we never grant and no HTML
 * form can add at all; and where the browser says where the call came from (`Sec-Fetch-Site`,
 * `Origin`), that must be this site. 403 otherwise, before the cookie is looked at.
 */
export function assertFirstParty(request: FastifyRequest, publicUrl: string): void {
  const refuse = () => {
    throw new ForbiddenError(WebSessionMessages.foreignRequest)
  }
  if (request.headers[SESSION_REQUEST_HEADER] !== '1') refuse()
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') refuse()
  const origin = request.headers.origin
  if (origin !== undefined && !sameOrigin(origin, request, publicUrl)) refuse()
}

/** Whether this request asks to be authenticated by the cookie (our header is there). */
export const wantsCookieAuth = (request: FastifyRequest) =>
  request.headers[SESSION_REQUEST_HEADER] !== undefined

/**
 * The browser's sign-in that outlives a tab (decision 057): the calls of /api/auth that set,
 * exchange and end the session cookie. The bearer-token calls of spec §7 are unchanged.
 */
import { z } from 'zod'
import { accessTokenReplySchema, sessionUserSchema } from './accounts.ts'
import { apiSuccess } from './envelope.ts'

// ---- POST /api/auth/session (bearer) ---------------------------------------------------------

/** The cookie was set: the browser stays signed in until this instant unless used again. */
export const webSessionStartedSchema = apiSuccess(z.object({ expires_at: z.iso.datetime() }))
export type WebSessionStarted = z.output<typeof webSessionStartedSchema>

// ---- POST /api/auth/session/token (cookie) ---------------------------------------------------

/** A fresh access token for this tab, and whom it belongs to (saves the profile call). */
export const webSessionTokenSchema = accessTokenReplySchema.extend({ user: sessionUserSchema })
export type WebSessionToken = z.output<typeof webSessionTokenSchema>

// ---- POST /api/auth/logout/everywhere (bearer) -----------------------------------------------

/** How many sign-ins ended: this browser's and every other's, apps with a bearer token included. */
export const logoutEverywhereReplySchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ ended: z.number().int() }),
})
export type LogoutEverywhereReply = z.output<typeof logoutEverywhereReplySchema>

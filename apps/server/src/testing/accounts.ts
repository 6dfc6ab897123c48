/** Test helpers for anything behind a login: solve the real captcha, sign in, read mail. */
import type { FastifyInstance } from 'fastify'
import { desc, eq } from 'drizzle-orm'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Challenge } from 'altcha-lib/types'
import { emailOutbox, type OutboxEmail } from '@serendib/db/schema/outbox'
import type { Database } from '@serendib/db/client'

/** Test apps are built with these (test-app.ts); a demo install generates its own (config.ts). */
export const TEST_CLIENT_SECRET = 'test-client-secret-0123456789abcdef'
export const TEST_APP_SECRET = 'test-app-secret-0123456789abcdefghij'
export const webClient = { client_id: '2', client_secret: TEST_CLIENT_SECRET } as const

/** Fetches a challenge from the app and solves it like the browser widget does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/captcha/challenge')).json() as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export async function signIn(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { ...webClient, grant_type: 'password', username, password },
  })
}

/** An access token for the account, or a thrown error with the server's answer. */
export async function accessToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await signIn(app, username, password)
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  return (response.json() as { access_token: string }).access_token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The newest outbox mail to an address (optionally of one template). */
export async function lastMailTo(
  database: Database,
  to: string,
  template?: string,
): Promise<OutboxEmail | undefined> {
  const rows = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
  return rows.find((row) => !template || row.template === template)
}

/** The first link in a mail's text part that starts with the given path. */
export function linkIn(mail: OutboxEmail | undefined, pathStart: string): URL {
  const match = mail?.text.match(
    new RegExp(`https?://[^\\s"<>]*${pathStart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`),
  )
  if (!match) throw new Error(`no ${pathStart} link in mail: ${mail?.text}`)
  return new URL(match[0])
}

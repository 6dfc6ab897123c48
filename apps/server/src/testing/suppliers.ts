/** Test helpers of the supplier portal: new suppliers made through the real sign-up form. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { users } from '@serendib/db/schema/users'
import { accessToken, solvedCaptcha, webClient } from './accounts.ts'

export const SUPPLIER_PASSWORD = 'Lanka-Trails-2026!'

export interface NewSupplier {
  id: number
  email: string
  token: string
}

/**
 * Signs a supplier up on POST /api/register (user type 2, spec §2) and signs it in: a new
 * supplier, pending approval, exactly as a real one starts.
 */
export async function registerSupplier(app: FastifyInstance, database: Database): Promise<NewSupplier> {
  const email = `supplier-${randomBytes(4).toString('hex')}@example.com`
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    // Its own address: the per-IP sign-up limit is not what these tests are about.
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    payload: {
      ...webClient,
      user_type: 2,
      first_name: 'Kamal',
      last_name: 'Silva',
      email,
      password: SUPPLIER_PASSWORD,
      confim_password: SUPPLIER_PASSWORD,
      altcha: await solvedCaptcha(app),
    },
  })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { id: user!.id, email, token: await accessToken(app, email, SUPPLIER_PASSWORD) }
}

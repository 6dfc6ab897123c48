import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, asc, eq, inArray, isNotNull, like, or } from 'drizzle-orm'
import { users } from '@serendib/db/schema/users'
import { verifyPassword } from '@serendib/db/passwords'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { UserType } from '@serendib/domain/user-types'

/**
 * Production refuses a database that still holds accounts with the demo password (issue 12):
 * a database seeded in demo mode and then switched to production would otherwise open the
 * admin console to anyone who read the README. Checks admins and the demo's addresses.
 */
export default fp(
  async (app: FastifyInstance) => {
    if (app.config.mode !== 'production') return
    const candidates = await app.database.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          isNotNull(users.passwordHash),
          or(
            eq(users.userType, UserType.admin),
            inArray(users.email, [DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL]),
            like(users.email, '%.example'),
          ),
        ),
      )
      // Admins first: the message names the accounts that matter most.
      .orderBy(asc(users.userType), asc(users.id))
      .limit(100)
    // The seed hashes the demo password once for everyone: each distinct hash is checked once.
    const verdicts = new Map<string, Promise<boolean>>()
    const exposed: string[] = []
    for (const { email, passwordHash } of candidates) {
      if (!passwordHash) continue
      if (!verdicts.has(passwordHash)) verdicts.set(passwordHash, verifyPassword(DEMO_PASSWORD, passwordHash))
      if (await verdicts.get(passwordHash)) exposed.push(email)
    }
    if (exposed.length > 0) {
      throw new Error(
        'Refusing to start in production mode (APP_MODE=production):\n' +
          `  - accounts with the public demo password exist (${exposed.slice(0, 5).join(', ')}` +
          `${exposed.length > 5 ? `, and ${exposed.length - 5} more` : ''}): ` +
          'change their passwords or remove them, or start from an empty database with SEED_DEMO=false',
      )
    }
  },
  { name: 'production-guard', dependencies: ['config', 'db'] },
)

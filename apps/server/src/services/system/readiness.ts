import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'
import { migrationsApplied } from '@serendib/db/migrate'

/** Why the app cannot serve yet (GET /readyz), or null when it can. */
export async function notReadyReason(database: Database): Promise<string | null> {
  try {
    await database.execute(sql`select 1`)
    return (await migrationsApplied(database)) ? null : 'Migrations are not applied'
  } catch {
    return 'Database unreachable'
  }
}

/**
 * Test helper: which tables a request wrote to. A row trigger on every table of a test database
 * notes each insert, update and delete in `sweep_changes`, inside the writing transaction, so a
 * rolled-back write leaves no note and a committed one always does. Cheaper and more exact than
 * digesting every table after each request (one indexed max() instead of ~60 table scans).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@serendib/db/client'

export interface WriteDetector {
  /** Tables written since the last call (`insert:bookings`, …), oldest first. */
  writesSinceLastCall: () => Promise<string[]>
}

export async function detectWrites(database: Database, ignore: string[] = []): Promise<WriteDetector> {
  await database.execute(sql`create table sweep_changes (id bigserial primary key, change text not null)`)
  await database.execute(
    sql.raw(`
    create function sweep_note_change() returns trigger language plpgsql as $$
    begin
      insert into sweep_changes (change) values (lower(tg_op) || ':' || tg_table_name);
      return null;
    end $$`),
  )
  const tables = await database.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  for (const { name } of tables) {
    if (name === 'sweep_changes' || ignore.includes(name)) continue
    await database.execute(
      sql`create trigger sweep_change after insert or update or delete on ${sql.identifier(name)}
            for each row execute function sweep_note_change()`,
    )
  }
  let seen = 0
  return {
    async writesSinceLastCall() {
      const rows = await database.execute<{ id: string; change: string }>(
        // Ordered by the number, not by its text (the output column is text: '10' < '9').
        sql`select id::text, change from sweep_changes where id > ${seen} order by sweep_changes.id`,
      )
      if (rows.length) seen = Number(rows.at(-1)!.id)
      return [...new Set(rows.map((r) => r.change))]
    },
  }
}

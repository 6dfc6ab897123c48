/** Small facts about the database itself, e.g. the demo seed's marker. */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps(),
})

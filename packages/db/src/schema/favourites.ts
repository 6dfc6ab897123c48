/** A customer's saved tours (spec §2 My Favorites). */
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { activities } from './activities.ts'
import { createdAt, id } from './columns.ts'
import { users } from './users.ts'

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_id_activity_id_key').on(t.userId, t.activityId),
    index('favourites_activity_id_idx').on(t.activityId),
  ],
)

export type Favourite = typeof favourites.$inferSelect

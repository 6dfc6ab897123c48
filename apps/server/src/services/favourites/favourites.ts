/** A customer's saved tours (spec §2 My Favorites, §7). Only active tours can be saved or shown. */
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { favourites } from '@serendib/db/schema/favourites'
import type { FavouriteJson } from '@serendib/domain/api/account'
import { NotFoundError } from '@serendib/domain/errors'
import { TourStatus } from '@serendib/domain/tour-status'
import { loadActivityCards } from '../catalogue/activity-cards.ts'

export type { FavouriteJson }

/** Newest first; a tour that stopped being active drops out of the list (its page is gone). */
async function activeFavourites(db: Db, userId: number) {
  return db
    .select({ id: favourites.id, activityId: favourites.activityId })
    .from(favourites)
    .innerJoin(activities, eq(activities.id, favourites.activityId))
    .where(and(eq(favourites.userId, userId), eq(activities.status, TourStatus.active)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
}

export async function listFavourites(db: Db, userId: number): Promise<FavouriteJson[]> {
  const rows = await activeFavourites(db, userId)
  const cards = new Map(
    (
      await loadActivityCards(
        db,
        rows.map((row) => row.activityId),
      )
    ).map((card) => [card.id, card]),
  )
  return rows.flatMap((row) => {
    const activity = cards.get(row.activityId)
    return activity ? [{ id: row.id, activity }] : []
  })
}

/** The hearts on cards: ids of the saved, active tours. */
export async function favouriteActivityIds(db: Db, userId: number): Promise<number[]> {
  return (await activeFavourites(db, userId)).map((row) => row.activityId)
}

/** Saving twice changes nothing; an unknown or inactive tour is a 404. */
export async function addFavourite(db: Db, userId: number, activityId: number): Promise<void> {
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.status, TourStatus.active)))
  if (!activity) throw new NotFoundError()
  await db.insert(favourites).values({ userId, activityId }).onConflictDoNothing()
}

/** Removing a tour that is not saved is harmless too. */
export async function removeFavourite(db: Db, userId: number, activityId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.activityId, activityId)))
}

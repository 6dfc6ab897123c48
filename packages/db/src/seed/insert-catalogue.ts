/**
 * Inserts the demo catalogue written in ./content (places, pick-up points, categories,
 * suppliers, activities, deals) and returns the key → id maps the rest of the seed needs.
 */
import { addDays } from '@serendib/domain/dates'
import { SupplierApproval } from '@serendib/domain/supplier-approval'
import { UserType } from '@serendib/domain/user-types'
import type { Tx } from '../client.ts'
import { categories, locations, supplierCategories } from '../schema/catalogue.ts'
import { dealSubscriptions, deals } from '../schema/deals.ts'
import { supplierProfiles, users } from '../schema/users.ts'
import { activities as seedActivities } from './content/activities.ts'
import { categories as seedCategories } from './content/categories.ts'
import { deals as seedDeals } from './content/deals.ts'
import { pickupLocations as seedPickups } from './content/pickup-locations.ts'
import { places as seedPlaces } from './content/places.ts'
import { suppliers as seedSuppliers } from './content/suppliers.ts'
import { insertActivities } from './insert-activities.ts'
import { IdMap, type RenderedImages } from './seed-ids.ts'

export interface CatalogueIds {
  places: IdMap
  pickups: IdMap
  categories: IdMap
  suppliers: IdMap
  activities: IdMap
}

export async function insertCatalogue(
  tx: Tx,
  {
    images,
    passwordHash,
    today,
    now,
  }: { images: RenderedImages; passwordHash: string; today: string; now: Date },
): Promise<CatalogueIds> {
  const ids: CatalogueIds = {
    places: new IdMap('place'),
    pickups: new IdMap('pick-up location'),
    categories: new IdMap('category'),
    suppliers: new IdMap('supplier'),
    activities: new IdMap('activity'),
  }

  const placeRows = await tx
    .insert(locations)
    .values(
      seedPlaces.map((p) => ({
        name: p.name,
        slug: p.key,
        kind: 'place' as const,
        isDestination: true,
        region: p.region,
        description: p.description,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    )
    .returning({ id: locations.id, slug: locations.slug })
  for (const row of placeRows) ids.places.set(row.slug, row.id)

  const pickupRows = await tx
    .insert(locations)
    .values(
      seedPickups.map((p) => ({
        name: p.name,
        slug: p.key,
        kind: p.kind,
        parentLocationId: ids.places.get(p.place),
        isPickupPoint: true,
        isDestination: false,
      })),
    )
    .returning({ id: locations.id, slug: locations.slug })
  for (const row of pickupRows) ids.pickups.set(row.slug, row.id)

  const categoryRows = await tx
    .insert(categories)
    .values(
      seedCategories.map((c, i) => ({ name: c.name, slug: c.key, description: c.description, sortOrder: i })),
    )
    .returning({ id: categories.id, slug: categories.slug })
  for (const row of categoryRows) ids.categories.set(row.slug, row.id)

  for (const s of seedSuppliers) {
    const [user] = await tx
      .insert(users)
      .values({
        userType: UserType.supplier,
        // The supplier's display name (spec profile `name`) is the business, not the contact person.
        firstName: s.name,
        lastName: '',
        email: s.email,
        passwordHash,
        phoneNumber: s.workMobile,
        emailVerifiedAt: now,
        // The demo's suppliers are trading already (decision 037).
        approvalStatus: SupplierApproval.approved,
        approvalDecidedAt: now,
      })
      .returning({ id: users.id })
    ids.suppliers.set(s.key, user!.id)
    await tx.insert(supplierProfiles).values({
      userId: user!.id,
      workName: s.workName,
      workAddress: s.workAddress,
      workRegistrationNumber: s.workRegistrationNumber,
      workFixedPhone: s.workFixedPhone,
      workMobile: s.workMobile,
      contactName: s.contactName,
      contactNic: s.contactNic,
      contactHomePhone: s.contactHomePhone,
      contactMobilePhone: s.contactMobile,
      contactAddress: s.contactAddress,
    })
    if (s.categories.length > 0) {
      await tx
        .insert(supplierCategories)
        .values(s.categories.map((c) => ({ userId: user!.id, categoryId: ids.categories.get(c) })))
    }
  }

  await insertActivities(tx, ids, images)

  await insertDeals(tx, ids, images, today)
  return ids
}

/** The content has one deal per activity; here each becomes a campaign with one subscribed activity. */
async function insertDeals(tx: Tx, ids: CatalogueIds, images: RenderedImages, today: string): Promise<void> {
  const coverByActivity = new Map(seedActivities.map((a) => [a.key, a.images[0]]))
  for (const d of seedDeals) {
    // A deal card shows a picture (spec §3 deal.image): the activity's cover.
    const cover = coverByActivity.get(d.activity)
    const [deal] = await tx
      .insert(deals)
      .values({
        title: d.title,
        discountPercent: d.discountPercent,
        startsOn: addDays(today, d.startOffsetDays),
        endsOn: addDays(today, d.endOffsetDays),
        imageKey: cover?.key ?? null,
        imageWidths: cover ? images.widths(cover.key) : [],
      })
      .returning({ id: deals.id })
    await tx
      .insert(dealSubscriptions)
      .values({ dealId: deal!.id, activityId: ids.activities.get(d.activity) })
  }
}

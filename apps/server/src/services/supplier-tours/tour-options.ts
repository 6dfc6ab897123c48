/**
 * The editor's Options step (issue 32, decision 073): a tour's options and the vehicle tiers of its
 * private ones, read and saved as one list by the tour's own supplier. An option kept by id keeps
 * its bookings' link and their vehicles per day; a removed option's bookings keep its name and
 * vehicles as booked.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx, type Tx } from '@serendib/db/client'
import { activityOptions, activityOptionTiers } from '@serendib/db/schema/tour-options'
import type { SupplierTourOption, TourOptionInput } from '@serendib/domain/api/tour-options'
import { FieldErrorsError } from '@serendib/domain/errors'
import { OptionKind } from '@serendib/domain/tour-options'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { ownTour, touchTour } from './own-tour.ts'

export async function tourOptionsOf(db: DbOrTx, tourId: number): Promise<SupplierTourOption[]> {
  return queryRows<SupplierTourOption & Record<string, unknown>>(
    db,
    sql`select o.id, o.name, o.description, case o.kind when 2 then 'private' else 'shared' end as kind,
               o.max_vehicles_per_booking, o.vehicles_per_day,
               coalesce((select json_agg(json_build_object('name', t.name, 'seats', t.seats, 'price_cents', t.price_cents)
                                  order by t.sort_order, t.id)
                           from activity_option_tiers t where t.option_id = o.id), '[]'::json) as tiers
          from activity_options o where o.activity_id = ${tourId} order by o.sort_order, o.id`,
  )
}

/** PUT /api/supplier/tours/:id/options: the whole list in its order; only the tour's supplier (others 404). */
export async function saveTourOptions(
  tx: Tx,
  supplierId: number,
  tourId: number,
  options: TourOptionInput[],
  actor: AuditActor,
): Promise<{ options: SupplierTourOption[]; publicChange: boolean }> {
  const tour = await ownTour(tx, supplierId, tourId, true)
  const before = await tourOptionsOf(tx, tourId)
  const errors: Record<string, string> = {}
  options.forEach((o, i) => {
    if (o.id !== null && !before.some((b) => b.id === o.id))
      errors[`options.${i}.name`] = 'This option was removed: add it again'
  })
  if (Object.keys(errors).length) throw new FieldErrorsError(errors)
  const kept = options.flatMap((o) => (o.id === null ? [] : [o.id]))
  await tx
    .delete(activityOptions)
    .where(
      kept.length
        ? and(eq(activityOptions.activityId, tourId), notInArray(activityOptions.id, kept))
        : eq(activityOptions.activityId, tourId),
    )
  for (const [i, o] of options.entries()) {
    const priv = o.kind === 'private'
    const values = {
      name: o.name,
      description: o.description,
      kind: priv ? OptionKind.private : OptionKind.shared,
      maxVehiclesPerBooking: priv ? o.max_vehicles_per_booking : null,
      vehiclesPerDay: priv ? o.vehicles_per_day : null,
      sortOrder: i,
      updatedAt: new Date(),
    }
    let id = o.id
    if (id === null) {
      const [row] = await tx
        .insert(activityOptions)
        .values({ activityId: tourId, ...values })
        .returning({ id: activityOptions.id })
      id = row!.id
    } else await tx.update(activityOptions).set(values).where(eq(activityOptions.id, id))
    await tx.delete(activityOptionTiers).where(inArray(activityOptionTiers.optionId, [id]))
    if (priv && o.tiers.length)
      await tx.insert(activityOptionTiers).values(
        o.tiers.map((t, sortOrder) => ({
          optionId: id,
          name: t.name,
          seats: t.seats,
          priceCents: t.price_cents,
          sortOrder,
        })),
      )
  }
  const after = await tourOptionsOf(tx, tourId)
  await touchTour(tx, tourId)
  await recordAudit(tx, {
    actor,
    action: 'tour.options',
    subject: { type: 'tour', id: tourId },
    before: before.map(({ name, kind, tiers }) => ({ name, kind, tiers })),
    after: after.map(({ name, kind, tiers }) => ({ name, kind, tiers })),
  })
  return { options: after, publicChange: tour.status === 1 }
}

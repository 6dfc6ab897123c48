/** The demo's options and vehicle tiers (content/tour-options.ts), written as the tour editor writes them. */
import { OptionKind } from '@serendib/domain/tour-options'
import type { Tx } from '../client.ts'
import { activityOptions, activityOptionTiers } from '../schema/tour-options.ts'
import { activityOptionTranslations } from '../schema/translations.ts'
import { tourOptions as seedOptions } from './content/tour-options.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

export async function insertTourOptions(tx: Tx, ids: CatalogueIds, list = seedOptions): Promise<void> {
  for (const { activity, options } of list) {
    const activityId = ids.activities.get(activity)
    for (const [i, option] of options.entries()) {
      const [row] = await tx
        .insert(activityOptions)
        .values({
          activityId,
          name: option.name,
          description: option.description,
          kind: option.kind === 'private' ? OptionKind.private : OptionKind.shared,
          maxVehiclesPerBooking: option.maxVehiclesPerBooking ?? null,
          vehiclesPerDay: option.vehiclesPerDay ?? null,
          sortOrder: i,
        })
        .returning({ id: activityOptions.id })
      if (!row) continue
      const translations = Object.entries(option.translations)
      // Every tier named in each language, and only the option's own tiers (decision 088).
      for (const [locale, text] of translations) {
        const named = Object.keys(text.tiers ?? {}).sort()
        const own = (option.tiers ?? []).map((t) => t.name).sort()
        if (named.join('|') !== own.join('|'))
          throw new Error(`${activity}: option "${option.name}" in ${locale} names tiers ${named.join(', ')}`)
      }
      await tx.insert(activityOptionTranslations).values(
        translations.map(([locale, text]) => ({
          optionId: row.id,
          locale,
          name: text.name,
          description: text.description,
          tiers: text.tiers ?? {},
        })),
      )
      if (!option.tiers?.length) continue
      await tx
        .insert(activityOptionTiers)
        .values(option.tiers.map((t, sortOrder) => ({ optionId: row.id, ...t, sortOrder })))
    }
  }
}

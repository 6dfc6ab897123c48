/**
 * The supplier portal's language saved on the account (decision 078): the language menu saves
 * it, the portal's sign-in lands in it and the supplier's new-booking e-mail is written in it.
 * Keyed by the signed-in supplier's id only.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { supplierProfiles } from '@serendib/db/schema/users'
import { isSupplierLocale, type SupplierLocale } from '@serendib/domain/i18n/locales'

/** A stored value we no longer speak reads as English, never as an error. */
export const portalLocaleOf = (value: unknown): SupplierLocale => (isSupplierLocale(value) ? value : 'en')

export async function loadPortalLocale(db: DbOrTx, userId: number): Promise<SupplierLocale> {
  const [row] = await db
    .select({ locale: supplierProfiles.portalLocale })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, userId))
  return portalLocaleOf(row?.locale)
}

export async function savePortalLocale(db: DbOrTx, userId: number, locale: SupplierLocale) {
  await db
    .insert(supplierProfiles)
    .values({ userId, workName: '', portalLocale: locale })
    .onConflictDoUpdate({ target: supplierProfiles.userId, set: { portalLocale: locale } })
  return locale
}

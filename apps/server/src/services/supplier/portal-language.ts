/**
 * The supplier portal's language saved on the account (decision 078): the language menu saves
 * it, the portal's sign-in lands in it and the supplier's e-mails are written in it.
 * Keyed by the signed-in supplier's id only.
 */
import { eq, sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import { supplierProfiles } from '@serendib/db/schema/users'
import { isSupplierLocale, type SupplierLocale } from '@serendib/domain/i18n/locales'
import type { SupplierRecipient } from '../email/portal-words.ts'

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

/** A supplier as a mail's recipient, in its portal language (decision 078). */
export async function supplierRecipient(db: DbOrTx, supplierUserId: number): Promise<SupplierRecipient> {
  const [s] = await queryRows<{ email: string; first_name: string; locale: string | null }>(
    db,
    sql`select u.email, u.first_name, sp.portal_locale as locale
          from users u left join supplier_profiles sp on sp.user_id = u.id
         where u.id = ${supplierUserId}`,
  )
  return { email: s?.email ?? '', firstName: s?.first_name ?? '', locale: portalLocaleOf(s?.locale) }
}

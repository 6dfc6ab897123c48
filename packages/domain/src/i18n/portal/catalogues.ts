import type { SupplierLocale } from '../locales.ts'
import { portalEn, type PortalCatalogue } from './en.ts'
import { portalSi } from './si.ts'
import { portalTa } from './ta.ts'

/**
 * The supplier portal's catalogues (decision 078), apart from the traveller ones. Server-side
 * only (the web's root loader compiles one language for portal pages; the mailer for mails).
 */
export const portalCatalogues: Record<SupplierLocale, PortalCatalogue> = {
  en: portalEn,
  si: portalSi,
  ta: portalTa,
}

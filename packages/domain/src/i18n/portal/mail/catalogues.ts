import type { SupplierLocale } from '../../locales.ts'
import { supplierMailEn, type SupplierMailCatalogue } from './en.ts'
import { supplierMailSi } from './si.ts'
import { supplierMailTa } from './ta.ts'

/** The supplier's mails per portal language (server-only; decision 078, issue 31). */
export const supplierMailCatalogues: Record<SupplierLocale, SupplierMailCatalogue> = {
  en: supplierMailEn,
  si: supplierMailSi,
  ta: supplierMailTa,
}

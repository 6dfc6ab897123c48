/** The supplier portal's language, saved on the account (decision 078). */
import { z } from 'zod'
import { SUPPLIER_LOCALES } from '../i18n/locales.ts'
import { apiSuccess } from './envelope.ts'

export const supplierLanguageSchema = z.object({ locale: z.enum(SUPPLIER_LOCALES) })
export type SupplierLanguage = z.infer<typeof supplierLanguageSchema>

export const supplierLanguageBodySchema = supplierLanguageSchema
export const supplierLanguageResponseSchema = apiSuccess(supplierLanguageSchema)

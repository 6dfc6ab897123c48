import type { TravellerLocale } from '../locales.ts'
import { mailDe } from './de.ts'
import { mailEn, type MailCatalogue } from './en.ts'
import { mailFr } from './fr.ts'
import { mailHi } from './hi.ts'
import { mailJa } from './ja.ts'
import { mailRu } from './ru.ts'
import { mailZh } from './zh.ts'

/** The mail and voucher catalogues (decision 077), server-only: no page imports them. */
export const mailCatalogues: Record<TravellerLocale, MailCatalogue> = {
  en: mailEn,
  de: mailDe,
  fr: mailFr,
  ru: mailRu,
  zh: mailZh,
  hi: mailHi,
  ja: mailJa,
}

import type { TravellerLocale } from './locales.ts'
import { de } from './messages/de.ts'
import { en, type Catalogue } from './messages/en.ts'
import { fr } from './messages/fr.ts'
import { hi } from './messages/hi.ts'
import { ja } from './messages/ja.ts'
import { ru } from './messages/ru.ts'
import { zh } from './messages/zh.ts'

/**
 * Every language's ICU source catalogue (decision 071). Server-side only: pages get their
 * language's catalogue compiled, never this module (the home page's JavaScript budget).
 */
export const catalogues: Record<TravellerLocale, Catalogue> = { en, de, fr, ru, zh, hi, ja }

import type { titlesEn } from './en.ts'

/** Another language's page titles: every English id, no other. */
export type TitlesCatalogue = Record<keyof typeof titlesEn, string>

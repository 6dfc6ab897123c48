import type { mailMoreEn } from './en.ts'

export type MailMoreId = keyof typeof mailMoreEn
/** Another language's part: every id of the English one, no other. */
export type MailMoreCatalogue = Record<MailMoreId, string>

/**
 * The booking mails and the voucher PDF in the booking's language (issue 31, decision 077):
 * Lingui's runtime over the server-only mail catalogues, compiled once per process like the
 * pages' (decision 071). Dates through Intl for the language; English keeps the spec's
 * dd/mm/yyyy and "USD 1,234.50".
 */
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { formatDisplayDate } from '@serendib/domain/dates'
import { isTravellerLocale, languageTag, type TravellerLocale } from '@serendib/domain/i18n/locales'
import { mailCatalogues } from '@serendib/domain/i18n/mail/index'
import type { MailMessageId } from '@serendib/domain/i18n/mail/en'
import { formatUsd } from '@serendib/domain/money'

export interface MailTranslator {
  locale: TravellerLocale
  /** BCP 47 tag, for `<html lang>` and Intl. */
  tag: string
  t: (id: MailMessageId, values?: Record<string, unknown>) => string
  /** A yyyy-MM-dd day: dd/mm/yyyy in English, Intl's long date elsewhere ("24. Dezember 2026"). */
  date: (day: string) => string
  money: (cents: number) => string
}

const translators = new Map<TravellerLocale, MailTranslator>()

/** A stored booking language as one we write mails in: anything else is English. */
export function mailLocale(value: string | null | undefined): TravellerLocale {
  return value && isTravellerLocale(value) ? value : 'en'
}

/** A requested account language (a sign-up body's `locale`): a traveller language, else English. */
export function accountLocale(value: unknown): TravellerLocale {
  return typeof value === 'string' ? mailLocale(value) : 'en'
}

export function mailTranslator(locale: string | null | undefined): MailTranslator {
  const key = mailLocale(locale)
  let translator = translators.get(key)
  if (!translator) {
    const tag = languageTag(key)
    const compiled = Object.fromEntries(
      Object.entries(mailCatalogues[key]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    )
    const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: compiled } })
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
    const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })
    translator = {
      locale: key,
      tag,
      t: (id, values) => i18n._(id, values),
      date: key === 'en' ? formatDisplayDate : (d) => day.format(new Date(`${d}T00:00:00Z`)),
      money: key === 'en' ? formatUsd : (cents) => usd.format(cents / 100),
    }
    translators.set(key, translator)
  }
  return translator
}

/**
 * The supplier portal's catalogue on the server (decision 078), for the mails a supplier gets in
 * the language saved on its account: Lingui's runtime over the catalogue compiled once per
 * process, as the web app does for pages (decision 071).
 */
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { SupplierLocale } from '@serendib/domain/i18n/locales'
import { portalFormats } from '@serendib/domain/i18n/portal-formats'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { portalCatalogues } from '@serendib/domain/i18n/portal/catalogues'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { supplierMailCatalogues } from '@serendib/domain/i18n/portal/mail/catalogues'
import type { SupplierMailId } from '@serendib/domain/i18n/portal/mail/en'

export interface PortalWords {
  locale: SupplierLocale
  t: (id: PortalMessageId | SupplierMailId, values?: Record<string, unknown>) => string
  /** yyyy-MM-dd: the site's dd/MM/yyyy in English; portal-formats.ts for Sinhala and Tamil. */
  date: (ymd: string) => string
  money: (cents: number) => string
}

const INTL_TAGS: Record<SupplierLocale, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }
const made = new Map<SupplierLocale, PortalWords>()

export function portalWords(locale: SupplierLocale): PortalWords {
  let words = made.get(locale)
  if (words) return words
  const tag = INTL_TAGS[locale]
  const messages = Object.fromEntries(
    // The portal's words and the mails' own (server-only, so no page carries them).
    Object.entries({ ...portalCatalogues[locale], ...supplierMailCatalogues[locale] }).map(
      ([id, message]) => [id, compileMessageOrThrow(message)],
    ),
  )
  const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: messages } })
  const { date, money } = portalFormats(locale)
  words = { locale, t: (id, values) => i18n._(id, values), date, money }
  made.set(locale, words)
  return words
}

/** A supplier (or its staff) as a mail's recipient; `locale` is the portal language saved on the account. */
export interface SupplierRecipient {
  email: string
  firstName: string
  locale?: SupplierLocale | null
}

/**
 * The frame of every supplier mail in the supplier's portal language (decision 078): the
 * translator, `<html lang>`, the layout's footer and button note, and the greeting by name.
 */
export function supplierMailFrame(to: SupplierRecipient) {
  const w = portalWords(to.locale ?? 'en')
  return {
    w,
    frame: {
      lang: w.locale,
      chrome: {
        tagline: w.t('mail.footer.tagline'),
        questions: w.t('mail.footer.questions', { phone: SUPPORT_PHONE }),
        buttonFallback: w.t('mail.buttonFallback'),
      },
      greeting: w.t('mail.hello', { name: to.firstName || w.t('mail.newBooking.there') }),
    },
  }
}

/** A portal page in the supplier's language: `/supplier/…` in English, `/si/supplier/…` in Sinhala. */
export const supplierPortalUrl = (publicUrl: string, w: PortalWords, path: string) =>
  `${publicUrl}${w.locale === 'en' ? '' : `/${w.locale}`}${path}`

/** The booking's reference, tour and date rows, in the supplier's language. */
export function supplierBookingRows(
  w: PortalWords,
  b: {
    bookingReference: string
    tourTitle: string
    startDate: string
    startTime?: string | null
    pickupTime?: string | null
  },
): [string, string][] {
  return [
    [w.t('mail.field.reference'), b.bookingReference],
    [w.t('mail.field.tour'), b.tourTitle],
    [w.t('mail.field.date'), w.date(b.startDate)],
    ...(b.startTime ? ([[w.t('mail.field.startTime'), b.startTime]] as [string, string][]) : []),
    ...(b.pickupTime ? ([[w.t('mail.field.pickupTime'), b.pickupTime]] as [string, string][]) : []),
  ]
}

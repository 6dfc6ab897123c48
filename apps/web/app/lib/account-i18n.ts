/**
 * The account pages' words that come from data (decision 077): tour dates, travellers, booking
 * statuses and times in the page's language. English keeps the spec's forms (dd/mm/yyyy,
 * "2 adults, 1 child", "Confirmed").
 */
import { isBookingStatusCode } from '@serendib/domain/booking-status'
import { useCallback } from 'react'
import { formatInstant } from './account-bookings-format'
import { useTranslator, type Translator } from './i18n'

type Dated = { start_date: string; end_date: string | null }
type Counted = { num_adults: number; num_children: number; num_infants: number }

/** "21/11/2026", "21. November 2026 – 27. November 2026" on a German page. */
export function tourDatesIn({ date }: Pick<Translator, 'date'>, b: Dated): string {
  const start = date(b.start_date)
  if (!b.end_date || b.end_date.slice(0, 10) === b.start_date.slice(0, 10)) return start
  return `${start} – ${date(b.end_date)}`
}

export function useTourDates(): (b: Dated) => string {
  const translator = useTranslator()
  return useCallback((b: Dated) => tourDatesIn(translator, b), [translator])
}

/** "2 adults, 1 child" with each language's plural forms; nobody reads "No travellers". */
export function travellersIn({ t }: Pick<Translator, 't'>, b: Counted): string {
  const parts = [
    b.num_adults > 0 ? t('travellers.adults', { count: b.num_adults }) : '',
    b.num_children > 0 ? t('travellers.children', { count: b.num_children }) : '',
    b.num_infants > 0 ? t('travellers.infants', { count: b.num_infants }) : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : t('acct.noTravellers')
}

export function useTravellersLabel(): (b: Counted) => string {
  const translator = useTranslator()
  return useCallback((b: Counted) => travellersIn(translator, b), [translator])
}

/** A booking status (spec §4) in the page's language; an unknown code keeps the server's label. */
export function useStatusLabel(): (status: number, serverLabel?: string) => string {
  const { t } = useTranslator()
  return useCallback(
    (status: number, serverLabel?: string) =>
      isBookingStatusCode(status) ? t(`acct.status.${status}`) : serverLabel || t('acct.status.unknown'),
    [t],
  )
}

/** A moment (ISO) as the page's language writes a date and time, in Sri Lanka's time. */
export function useInstant(): (iso: string) => string {
  const { tag, locale } = useTranslator()
  return useCallback(
    (iso: string) => {
      if (locale === 'en' || Number.isNaN(new Date(iso).getTime())) return formatInstant(iso)
      return new Intl.DateTimeFormat(tag, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Colombo',
      }).format(new Date(iso))
    },
    [tag, locale],
  )
}

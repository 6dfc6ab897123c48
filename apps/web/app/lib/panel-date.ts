import { formatDisplayDate, isIsoDate, todayInColombo } from '@serendib/domain/dates'
import { earliestDate, type BookingFormValues } from './booking-form'

/**
 * The booking panel's first date from the tour page's URL (`?date=yyyy-mm-dd`, carried from a
 * search, issue 30), as the panel's field holds it (dd/mm/yyyy); empty when there is none or
 * it is before the tour's first bookable day, so the visitor chooses as before.
 */
export function panelDateFromUrl(
  raw: string | null,
  activity: { booking_cutoff_days: number },
  today: string = todayInColombo(),
): BookingFormValues['date'] {
  if (!raw || !isIsoDate(raw)) return ''
  return raw >= earliestDate(activity, null, today) ? formatDisplayDate(raw) : ''
}

import { DurationUnit, formatDuration, type DurationUnitCode } from '@serendib/domain/duration'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { isTourTypeCode, tourTypeLabels } from '@serendib/domain/tour-types'
import { usePortalI18n } from './portal-i18n'

/**
 * A tour's type and length in the portal's language (decision 078). English reads as the site
 * does ("Round Tour", "2 Days", "3 h 30 min"); Sinhala and Tamil count through the catalogue.
 */
export function useTourWords() {
  const { t, locale } = usePortalI18n()
  const english = locale === 'en'
  return {
    type: (code: number) =>
      !isTourTypeCode(code) ? '' : english ? tourTypeLabels[code] : t(`tourType.${code}` as PortalMessageId),
    duration: (value: number, unit: DurationUnitCode) => {
      if (english) return formatDuration(value, unit)
      if (unit === DurationUnit.days) return t('duration.days', { count: value })
      if (unit === DurationUnit.hours) return t('duration.hours', { count: value })
      const h = Math.floor(value / 60)
      const m = value % 60
      return h && m ? t('duration.hm', { h, m }) : h ? t('duration.h', { h }) : t('duration.m', { m })
    },
  }
}

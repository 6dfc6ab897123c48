import type { ActivityDetail, CountOption } from '@serendib/domain/catalogue-api'
import { TRAVELLER_COUNT_OPTIONS } from '@serendib/domain/travellers'
import type { Ref } from 'react'
import type { BookingFormValues } from '../../lib/booking-form'
import { fieldControl, fieldLabel } from './form-styles'
import { useTranslator } from '../../lib/i18n'

type Band = 'adults' | 'children' | 'infants'

interface Props {
  activity: ActivityDetail
  /** Prefix for the select ids, unique per panel. */
  idPrefix: string
  values: Pick<BookingFormValues, Band>
  adultsInvalid: boolean
  adultsRef: Ref<HTMLSelectElement>
  onChange: (band: Band, count: number) => void
  /**
   * The booking panel only (issue 30): each band's price per traveller, after today's deal, so
   * the child price is visible before choosing. The amend dialog prices from the booking instead.
   */
  prices?: Partial<Record<Band, number | null>>
}

/**
 * Adult, child and infant selectors, each only when the tour takes that band (spec §2), with
 * its ages in the label ("Adults (12–99)"), its price per traveller where given, and counts 0 to
 * MAX_TRAVELLERS_PER_TYPE (the day's places are the real limit, checked by the estimate).
 */
export function TravellerCounts({
  activity: a,
  idPrefix,
  values,
  adultsInvalid,
  adultsRef,
  onChange,
  prices,
}: Props) {
  const { t, money } = useTranslator()
  const bands: Array<{
    key: Band
    name: string
    on: boolean
    from: number
    to: number
    options: CountOption[]
  }> = [
    {
      key: 'adults',
      name: t('panel.adults'),
      on: a.include_adults,
      from: a.adults_age_from,
      to: a.adults_age_to,
      options: a.adults,
    },
    {
      key: 'children',
      name: t('panel.children'),
      on: a.include_children,
      from: a.children_age_from,
      to: a.children_age_to,
      options: a.children,
    },
    {
      key: 'infants',
      name: t('panel.infants'),
      on: a.include_infants,
      from: a.infant_age_from,
      to: a.infant_age_to,
      options: a.infants,
    },
  ]
  return (
    <fieldset>
      <legend className={fieldLabel}>{t('panel.travellers')}</legend>
      <div className="flex flex-col gap-2">
        {bands
          .filter((band) => band.on)
          .map((band) => {
            const id = `${idPrefix}-${band.key}`
            const choices = band.options.length > 0 ? band.options : TRAVELLER_COUNT_OPTIONS
            const adults = band.key === 'adults'
            return (
              <div key={band.key} className="flex items-center justify-between gap-3">
                <label htmlFor={id} className="flex flex-col text-sm text-slate-800">
                  <span>
                    {band.name} ({band.from}–{band.to})
                  </span>
                  {prices?.[band.key] != null ? (
                    <span data-band-price={band.key} className="text-xs text-slate-700">
                      {prices[band.key] === 0
                        ? t('panel.free')
                        : t('panel.each', { price: money(prices[band.key]!) })}
                    </span>
                  ) : null}
                </label>
                <select
                  ref={adults ? adultsRef : undefined}
                  id={id}
                  value={values[band.key]}
                  aria-invalid={(adults && adultsInvalid) || undefined}
                  onChange={(event) => onChange(band.key, Number(event.target.value))}
                  className={`${fieldControl} w-20 shrink-0`}
                >
                  {choices.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
      </div>
    </fieldset>
  )
}

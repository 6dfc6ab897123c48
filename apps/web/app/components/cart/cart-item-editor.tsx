import type { CartChoices, CartItem } from '@serendib/domain/cart'
import { formatDisplayDate, parseDisplayDate } from '@serendib/domain/dates'
import { TRAVELLER_COUNT_OPTIONS } from '@serendib/domain/travellers'
import { useState } from 'react'
import { earliestDate } from '../../lib/booking-form'
import { BookingDateField, PickupLocationField } from '../ui/booking-fields'
import { fieldControl, fieldLabel } from '../ui/form-styles'
import { useTranslator } from '../../lib/i18n'

type Band = 'adults' | 'children' | 'infants'

/**
 * Spec §2 Cart edit panel: date, pick-up location, adults/children/infants 0 to 4, Done. Each
 * complete change goes to the cart at once and is priced again there.
 */
export function CartItemEditor({
  item,
  idPrefix,
  onChange,
  onDone,
}: {
  item: CartItem
  idPrefix: string
  onChange: (choices: CartChoices) => void
  onDone: () => void
}) {
  // The typed date stays here until it is a whole date; the cart only takes real dates.
  const [date, setDate] = useState(formatDisplayDate(item.from_date))
  const { t } = useTranslator()
  const bands: Array<{ key: Band; label: string; on: boolean }> = [
    { key: 'adults', label: t('panel.adults'), on: item.activity.include_adults },
    { key: 'children', label: t('panel.children'), on: item.activity.include_children },
    { key: 'infants', label: t('panel.infants'), on: item.activity.include_infants },
  ]

  function changeDate(display: string) {
    setDate(display)
    const iso = parseDisplayDate(display)
    if (iso) onChange({ from_date: iso })
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <BookingDateField
          id={`${idPrefix}-date`}
          value={date}
          onChange={changeDate}
          minDate={() => earliestDate(item.activity)}
          invalid={date.length === 10 && !parseDisplayDate(date)}
        />
        <PickupLocationField
          id={`${idPrefix}-location`}
          locations={item.activity.pickup_locations}
          value={item.location_id}
          onChange={(locationId) => onChange({ location_id: Number(locationId) })}
          startTime={item.start_time}
        />
      </div>
      <fieldset>
        <legend className={fieldLabel}>{t('panel.travellers')}</legend>
        <div className="grid grid-cols-3 gap-3 sm:w-fit sm:grid-cols-[repeat(3,6rem)]">
          {bands
            .filter((band) => band.on)
            .map((band) => (
              <div key={band.key} className="flex flex-col gap-1">
                <label htmlFor={`${idPrefix}-${band.key}`} className="text-sm text-slate-800">
                  {band.label}
                </label>
                <select
                  id={`${idPrefix}-${band.key}`}
                  value={item[band.key]}
                  onChange={(event) => onChange({ [band.key]: Number(event.target.value) })}
                  className={`${fieldControl} w-full`}
                >
                  {TRAVELLER_COUNT_OPTIONS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </div>
      </fieldset>
      <div>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('cart.done')}
        </button>
      </div>
    </div>
  )
}

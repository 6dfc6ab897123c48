import type { CartPickupPoint } from '@serendib/domain/cart'
import { hhmm, pickupPointLabel, pickupTimeFor } from '@serendib/domain/pickup-times'
import type { Ref } from 'react'
import { DateField, type DateFieldProps } from './date-field'
import { fieldInput, fieldLabel } from './form-styles'
import { useTranslator } from '../../lib/i18n'

/**
 * The tour's pick-up points, each with its time where it has one (booking panel, amend form,
 * cart editor). With `prompt`, nothing is chosen until the visitor picks one. A tour with start
 * times collects each point some minutes before the start (decision 058): before a start is
 * chosen a point says how long before, after it says the time for that start, also below the
 * field, since the start is chosen after the point.
 */
export function PickupLocationField({
  id,
  locations,
  value,
  onChange,
  startTime,
  prompt = false,
  invalid,
  selectRef,
}: {
  id: string
  locations: readonly CartPickupPoint[]
  value: string | number
  onChange: (locationId: string) => void
  /** "HH:mm" of the chosen start (tours with start times). */
  startTime?: string | null
  prompt?: boolean
  invalid?: boolean
  selectRef?: Ref<HTMLSelectElement>
}) {
  const { t } = useTranslator()
  const chosen = locations.find((place) => String(place.id) === String(value))
  const time = chosen && startTime ? pickupTimeFor(chosen, startTime) : null
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {t('panel.pickupLocation')}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={time ? `${id}-time` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={fieldInput}
      >
        {prompt ? <option value="">{t('panel.selectPickup')}</option> : null}
        {locations.map((place) => (
          <option key={place.id} value={place.id}>
            {pickupPointLabel(place, startTime)}
          </option>
        ))}
      </select>
      {time ? (
        <p id={`${id}-time`} className="mt-1 text-sm font-semibold text-slate-800" data-pickup-time>
          {t('panel.pickupAt', { time, start: hhmm(startTime) })}
        </p>
      ) : null}
    </div>
  )
}

/** The labelled dd/MM/yyyy date with its calendar button, named after the label. */
export function BookingDateField({
  id,
  label,
  value,
  onChange,
  minDate,
  invalid,
  inputRef,
  calendar,
}: {
  id: string
  label?: string
  value: string
  onChange: (display: string) => void
  minDate: () => string
  invalid: boolean
  inputRef?: Ref<HTMLInputElement>
  calendar?: DateFieldProps['calendar']
}) {
  const { t } = useTranslator()
  const shown = label ?? t('panel.pickupDate')
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {shown}
      </label>
      <DateField
        id={id}
        value={value}
        onChange={onChange}
        minDate={minDate}
        pickerLabel={label ? `Choose ${label.toLowerCase()} from calendar` : t('panel.chooseFromCalendar')}
        invalid={invalid}
        inputRef={inputRef}
        calendar={calendar}
        className={fieldInput}
      />
    </div>
  )
}

import type { CartPickupPoint } from '@serendib/domain/cart'
import type { Ref } from 'react'
import { DateField, type DateFieldProps } from './date-field'
import { fieldInput, fieldLabel } from './form-styles'

/**
 * The tour's pick-up points, each with its time where it has one (booking panel, amend form,
 * cart editor). With `prompt`, nothing is chosen until the visitor picks one.
 */
export function PickupLocationField({
  id,
  locations,
  value,
  onChange,
  prompt = false,
  invalid,
  selectRef,
}: {
  id: string
  locations: readonly CartPickupPoint[]
  value: string | number
  onChange: (locationId: string) => void
  prompt?: boolean
  invalid?: boolean
  selectRef?: Ref<HTMLSelectElement>
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        Pick-up location
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={fieldInput}
      >
        {prompt ? <option value="">Select pick-up location</option> : null}
        {locations.map((place) => (
          <option key={place.id} value={place.id}>
            {place.pickup_time ? `${place.location_name} (${place.pickup_time})` : place.location_name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The labelled dd/MM/yyyy date with its calendar button, named after the label. */
export function BookingDateField({
  id,
  label = 'Pick-up date',
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
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <DateField
        id={id}
        value={value}
        onChange={onChange}
        minDate={minDate}
        pickerLabel={`Choose ${label.toLowerCase()} from calendar`}
        invalid={invalid}
        inputRef={inputRef}
        calendar={calendar}
        className={fieldInput}
      />
    </div>
  )
}

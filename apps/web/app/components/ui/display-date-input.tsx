import { formatDisplayDate, isIsoDate, parseDisplayDate } from '@serendib/domain/dates'
import { useEffect, useState } from 'react'
import { DateField } from './date-field'

const toDisplay = (iso: string | null | undefined) => (iso && isIsoDate(iso) ? formatDisplayDate(iso) : '')
const isoOf = (typed: string) => parseDisplayDate(typed)

/**
 * A date typed and shown as the site shows dates, dd/MM/yyyy (spec §9), with the browser's
 * calendar behind a button: the portal's and the console's date boxes (issue 29 point 8: a native
 * date input reads mm/dd/yyyy in an American browser). The value in and out is yyyy-MM-dd: `onChange`
 * gets '' while the typed date is incomplete or not a real day, and a form gets the ISO date in a
 * hidden input named `name`.
 */
export function DisplayDateInput({
  id,
  name,
  value,
  defaultValue,
  onChange,
  className,
  invalid,
  describedBy,
  min,
  pickerLabel = 'Open the calendar',
  placeholder,
}: {
  id?: string
  name?: string
  value?: string
  defaultValue?: string | null
  onChange?: (iso: string) => void
  className: string
  invalid?: boolean
  describedBy?: string
  min?: string
  pickerLabel?: string
  /** The box's hint in the page's language (the portal's catalogue); the site's by default. */
  placeholder?: string
}) {
  const [text, setText] = useState(() => toDisplay(value ?? defaultValue))
  // A value changed from outside (a reset, a loaded tour) shows; one this box sent up does not retype it.
  useEffect(() => {
    if (value === undefined) return
    setText((shown) => ((isoOf(shown) ?? '') === value ? shown : toDisplay(value)))
  }, [value])
  const iso = isoOf(text) ?? ''
  return (
    // An ISO date pasted or filled in (2026-12-24) is taken as that day before the box's dd/mm/yyyy
    // mask would read it as digits; handled here so the home page's date box stays as small as it is.
    <div
      className="contents"
      onInputCapture={(event) => {
        const typed = (event.target as HTMLInputElement).value.trim()
        if ((event.target as HTMLInputElement).type !== 'text' || !isIsoDate(typed)) return
        event.stopPropagation()
        setText(formatDisplayDate(typed))
        onChange?.(typed)
      }}
    >
      <DateField
        id={id ?? `${name ?? 'date'}-input`}
        value={text}
        onChange={(display) => {
          setText(display)
          onChange?.(isoOf(display) ?? '')
        }}
        minDate={() => min ?? ''}
        pickerLabel={pickerLabel}
        placeholder={placeholder}
        className={className}
        invalid={invalid}
        describedBy={describedBy}
      />
      {name ? <input type="hidden" name={name} value={iso} /> : null}
    </div>
  )
}

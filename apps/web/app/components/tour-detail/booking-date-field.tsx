import { formatDisplayDate } from '@serendib/domain/dates'
import { useRef, type Ref } from 'react'
import { maskDisplayDate } from '../../lib/search-form'
import { CalendarIcon } from '../icons'

interface Props {
  id: string
  /** dd/MM/yyyy as shown (spec §9). */
  value: string
  onChange: (display: string) => void
  /** Earliest bookable day, yyyy-MM-dd, for the calendar; read only when it opens. */
  minDate: () => string
  invalid: boolean
  inputRef: Ref<HTMLInputElement>
  className: string
}

/**
 * Typed dd/MM/yyyy plus the browser's own calendar, like the home search's date field: a
 * native date input shows the browser's locale format, so it stays hidden and only lends its
 * picker. Kept separate from the home one because this one knows the tour's earliest date.
 */
export function BookingDateField({ id, value, onChange, minDate, invalid, inputRef, className }: Props) {
  const nativeRef = useRef<HTMLInputElement>(null)

  function openPicker() {
    const native = nativeRef.current
    if (!native) return
    native.min = minDate()
    try {
      native.showPicker()
    } catch {
      // No showPicker (older browsers): typing the date still works.
      native.focus()
    }
  }

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(maskDisplayDate(event.target.value))}
        className={`${className} pr-11`}
      />
      <input
        ref={nativeRef}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          if (event.target.value) onChange(formatDisplayDate(event.target.value))
        }}
        className="pointer-events-none absolute inset-x-0 bottom-0 h-px w-full opacity-0"
      />
      <button
        type="button"
        onClick={openPicker}
        aria-label="Choose pick-up date from calendar"
        className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
      >
        <CalendarIcon width={18} height={18} />
      </button>
    </div>
  )
}

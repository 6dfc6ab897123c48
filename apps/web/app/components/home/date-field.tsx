import { formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { useId, useRef } from 'react'
import { maskDisplayDate } from '../../lib/search-form'
import { CalendarIcon } from '../icons'

interface Props {
  /** What the visitor sees and types: dd/MM/yyyy (spec §9). */
  value: string
  onChange: (display: string) => void
  error?: string | null
  inputClassName: string
}

/**
 * A typed dd/MM/yyyy field plus the browser's own calendar. A native date input shows dates
 * in the browser's locale, so it stays hidden behind the text field and only lends its
 * picker (showPicker) — no date library in the bundle.
 */
export function DateField({ value, onChange, error, inputClassName }: Props) {
  const id = useId()
  const nativeRef = useRef<HTMLInputElement>(null)
  const errorId = `${id}-error`

  function openPicker() {
    const native = nativeRef.current
    if (!native) return
    native.min = todayInColombo()
    try {
      native.showPicker()
    } catch {
      // Older browsers without showPicker: typing the date still works.
      native.focus()
    }
  }

  return (
    <div className="relative">
      <label
        htmlFor={`${id}-input`}
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase"
      >
        Date
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(maskDisplayDate(event.target.value))}
          className={`${inputClassName} pr-11`}
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
          aria-label="Choose date from calendar"
          className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
        >
          <CalendarIcon width={18} height={18} />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

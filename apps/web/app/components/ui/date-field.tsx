import { formatDisplayDate } from '@serendib/domain/dates'
import { useRef, type Ref } from 'react'
import { maskDisplayDate } from '../../lib/search-form'
import { useTranslator } from '../../lib/i18n'
import { CalendarIcon } from './icons'

export interface DateFieldProps {
  id: string
  /** For a form that also submits without JavaScript (the value goes as typed, dd/MM/yyyy). */
  name?: string
  /** What the visitor sees and types: dd/MM/yyyy (spec §9). */
  value: string
  onChange: (display: string) => void
  /** Earliest day the calendar offers, yyyy-MM-dd; read only when it opens. */
  minDate: () => string
  /** Accessible name of the calendar button. */
  pickerLabel: string
  /** The box's hint; the traveller catalogue's by default (the portal gives its own, decision 078). */
  placeholder?: string
  className: string
  invalid?: boolean
  /** Id of the element explaining the error, when one is shown. */
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
  /** The booking panel's own calendar (issue 18): the button opens it instead of the browser's. */
  calendar?: { open: boolean; controls: string; toggle: () => void }
}

/**
 * A typed dd/MM/yyyy field plus the browser's own calendar (home search and booking panel). A
 * native date input shows dates in the browser's locale, so it stays hidden behind the text
 * field and only lends its picker (showPicker) — no date library in the bundle. The label is
 * the caller's.
 */
export function DateField({
  id,
  name,
  value,
  onChange,
  minDate,
  pickerLabel,
  placeholder,
  className,
  invalid,
  describedBy,
  inputRef,
  calendar,
}: DateFieldProps) {
  const { t } = useTranslator()
  const nativeRef = useRef<HTMLInputElement>(null)

  function openPicker() {
    const native = nativeRef.current
    if (!native) return
    native.min = minDate()
    try {
      native.showPicker()
    } catch {
      // Older browsers without showPicker: typing the date still works.
      native.focus()
    }
  }

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        placeholder={placeholder ?? t('site.datePlaceholder')}
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
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
        onClick={calendar ? calendar.toggle : openPicker}
        aria-label={pickerLabel}
        aria-expanded={calendar ? calendar.open : undefined}
        aria-controls={calendar?.open ? calendar.controls : undefined}
        className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
      >
        <CalendarIcon width={18} height={18} />
      </button>
    </div>
  )
}

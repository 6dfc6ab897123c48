import type { ApiSuccess, LocationOption } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { Timing } from '@serendib/domain/site'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { browserApi } from '../../lib/browser-api'
import { MapPinIcon } from '../icons'
import { useSnackbar } from '../snackbar'

type LocationSearchResponse = ApiSuccess<LocationOption[]>

interface Props {
  value: LocationOption | null
  onChange: (value: LocationOption | null) => void
  inputClassName: string
}

/**
 * Pick-up location autocomplete (WAI-ARIA combobox with a listbox popup). Requests are
 * debounced (spec §9, 100 ms) and a stale reply never overwrites a newer one.
 */
export function LocationCombobox({ value, onChange, inputClassName }: Props) {
  const id = useId()
  const [text, setText] = useState(value?.label ?? '')
  const [options, setOptions] = useState<LocationOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [searched, setSearched] = useState(false)
  const latest = useRef(0)
  const showSnackbar = useSnackbar()

  useEffect(() => {
    const keyword = text.trim()
    if (!open || keyword === '' || keyword === value?.label) return
    const request = ++latest.current
    const timer = window.setTimeout(async () => {
      const reply = await browserApi.get<LocationSearchResponse>(
        `/api/locations/search?keyword=${encodeURIComponent(keyword)}`,
      )
      if (request !== latest.current) return
      if (!reply.ok) {
        showSnackbar(Messages.locationsFailed, 'error')
        setOptions([])
      } else {
        setOptions(Array.isArray(reply.body?.data) ? reply.body.data : [])
      }
      setSearched(true)
      setActive(-1)
    }, Timing.locationAutocompleteDebounceMs)
    return () => window.clearTimeout(timer)
  }, [text, open, value, showSnackbar])

  function choose(option: LocationOption) {
    onChange(option)
    setText(option.label)
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      // Enter picks the highlighted place; without one it submits the search form.
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const listId = `${id}-list`
  const answered = open && text.trim() !== '' && searched && text.trim() !== value?.label
  const expanded = answered && options.length > 0

  return (
    <div className="relative">
      <label
        htmlFor={`${id}-input`}
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase"
      >
        Pick-up location
      </label>
      <div className="relative">
        <MapPinIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder="Colombo, Kandy, Galle…"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setSearched(false)
            if (value) onChange(null)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClassName} pl-9`}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Pick-up locations"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
            className={`cursor-pointer px-3 py-2 text-sm text-slate-800 ${i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50'}`}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {answered && options.length === 0 ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
          {Messages.noData}
        </p>
      ) : null}
    </div>
  )
}

import type { ApiSuccess, LocationOption } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { Timing } from '@serendib/domain/site'
import { useId } from 'react'
import { useTranslator } from '../../lib/i18n'
import { useCombobox } from '../../lib/use-combobox'
import { MapPinIcon } from '../ui/icons'
import { useSnackbar } from '../ui/snackbar'

interface Props {
  value: LocationOption | null
  onChange: (value: LocationOption | null) => void
  labelClassName: string
  inputClassName: string
}

const readLocations = (body: ApiSuccess<LocationOption[]>): LocationOption[] => body.data

/**
 * Pick-up location autocomplete (WAI-ARIA combobox with a listbox popup). Requests are
 * debounced (spec §9, 100 ms); once a place is chosen its name asks for nothing more.
 */
export function LocationCombobox({ value, onChange, labelClassName, inputClassName }: Props) {
  const id = `${useId()}-location`
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const combobox = useCombobox({
    id,
    initialText: value?.label,
    debounceMs: Timing.locationAutocompleteDebounceMs,
    requestPath: (keyword) =>
      keyword === '' || keyword === value?.label
        ? null
        : `/api/locations/search?keyword=${encodeURIComponent(keyword)}`,
    readOptions: readLocations,
    onSelect: onChange,
    optionText: (option) => option.label,
    onTextChange: () => {
      if (value) onChange(null)
    },
    onFailure: () => showSnackbar(Messages.locationsFailed, 'error'),
  })

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClassName}>
        {t('home.pickUpLocation')}
      </label>
      <div className="relative">
        <MapPinIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        />
        <input
          {...combobox.inputProps}
          type="text"
          placeholder={t('home.pickUpPlaceholder')}
          className={`${inputClassName} pl-9`}
        />
      </div>
      <ul
        {...combobox.listboxProps}
        aria-label={t('home.pickUpLocations')}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {combobox.options.map((option, index) => (
          <li
            key={option.value}
            {...combobox.optionProps(index)}
            onClick={() => combobox.select(option)}
            className={`cursor-pointer px-3 py-2 text-sm text-slate-800 ${index === combobox.active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50'}`}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {combobox.answered && combobox.options.length === 0 ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
          {Messages.noData}
        </p>
      ) : null}
    </div>
  )
}

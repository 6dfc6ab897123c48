import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '../../lib/use-hydrated'
import { CloseIcon } from '../ui/icons-more'
import { useTranslator } from '../../lib/i18n'

export interface PickerOption {
  id: number
  name: string
}

interface Props {
  title: string
  /** The chips' list name, the disclosure and the narrowing box, in the page's language. */
  labels: { chosen: string; choose: string; narrow: string }
  /** Parameter name of the checkboxes (location or category). */
  name: string
  options: PickerOption[]
  selected: number[]
  /** Link that removes one chosen id (chips work as plain links, with or without JavaScript). */
  removeHref: (id: number) => string
  /** Called after a checkbox changed; the filter form then reads every checkbox. */
  onToggle: () => void
  /** Longer lists get a text box that narrows them. */
  searchable?: boolean
}

/**
 * Chosen values as removable chips, plus a picker of checkboxes inside a native disclosure:
 * it opens without JavaScript, and the checkboxes belong to the filter form.
 */
export function IdPicker({
  title,
  labels,
  name,
  options,
  selected,
  removeHref,
  onToggle,
  searchable = false,
}: Props) {
  const id = useId()
  const { t } = useTranslator()
  const hydrated = useHydrated()
  const [filter, setFilter] = useState('')
  // Ticks show at once; the URL (and with it `selected`) catches up when the results arrive.
  const [checked, setChecked] = useState(selected)
  const [synced, setSynced] = useState(selected.join())
  if (synced !== selected.join()) {
    setSynced(selected.join())
    setChecked(selected)
  }

  const byId = new Map(options.map((option) => [option.id, option.name]))
  const chosen = selected.filter((value) => byId.has(value))
  const needle = filter.trim().toLowerCase()
  const shown = needle ? options.filter((option) => option.name.toLowerCase().includes(needle)) : options

  return (
    <fieldset>
      <legend className="text-sm font-bold text-slate-900">{title}</legend>
      {chosen.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={labels.chosen}>
          {chosen.map((value) => (
            <li key={value}>
              <Link
                to={removeHref(value)}
                preventScrollReset
                rel="nofollow"
                className="flex min-h-8 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {byId.get(value)}
                <CloseIcon width={14} height={14} />
                <span className="sr-only">{t('search.remove')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="group mt-2">
        <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="text-base leading-none group-open:hidden">
            +
          </span>
          <span aria-hidden="true" className="hidden text-base leading-none group-open:inline">
            −
          </span>
          {labels.choose}
        </summary>
        <div className="mt-2 rounded-lg border border-slate-200 bg-white p-2">
          {searchable && hydrated ? (
            <>
              <label htmlFor={`${id}-filter`} className="sr-only">
                {labels.narrow}
              </label>
              <input
                id={`${id}-filter`}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder={t('search.typeToNarrow')}
                autoComplete="off"
                className="mb-2 h-9 w-full rounded-md border border-slate-300 px-2 text-sm placeholder:text-slate-500"
              />
            </>
          ) : null}
          <ul className="max-h-60 overflow-y-auto">
            {options.map((option) => (
              // Filtered-out boxes stay in the form (hidden) so a ticked one is never dropped.
              <li key={option.id} hidden={!shown.includes(option)}>
                <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name={name}
                    value={option.id}
                    checked={checked.includes(option.id)}
                    onChange={(event) => {
                      const on = event.target.checked
                      setChecked((now) => (on ? [...now, option.id] : now.filter((v) => v !== option.id)))
                      onToggle()
                    }}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  {option.name}
                </label>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="px-1 py-1.5 text-sm text-slate-600">{t('search.noMatch')}</p>
          ) : null}
        </div>
      </details>
    </fieldset>
  )
}

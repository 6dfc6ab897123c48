import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { DisplayDateInput } from '../ui/display-date-input'
import { button, input, label } from './page-header'

/** A GET form: filters live in the URL, so a filtered list can be bookmarked and shared. */
export function FilterForm({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={button.primary}>
          Search
        </button>
        <Link to={pathname} className={button.secondary}>
          Reset
        </Link>
      </div>
    </Form>
  )
}

export function TextFilter({
  name,
  labelText,
  value,
  placeholder,
  type = 'search',
}: {
  name: string
  labelText: string
  value: string | null
  placeholder?: string
  type?: string
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {labelText}
      </label>
      {type === 'date' ? (
        <DisplayDateInput
          id={`filter-${name}`}
          name={name}
          defaultValue={value}
          className={input}
          pickerLabel="Open the calendar"
        />
      ) : (
        <input
          id={`filter-${name}`}
          name={name}
          type={type}
          defaultValue={value ?? ''}
          placeholder={placeholder}
          className={input}
        />
      )}
    </div>
  )
}

export function SelectFilter({
  name,
  labelText,
  value,
  options,
}: {
  name: string
  labelText: string
  value: string | null
  options: [string, string][]
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {labelText}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={input}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

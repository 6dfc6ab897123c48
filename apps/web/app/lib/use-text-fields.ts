import { useId, useState, type ChangeEvent } from 'react'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** What TextField needs to show one field of the form. */
export interface TextFieldBinding {
  id: string
  value: string
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * The values and errors of a form's text fields. field(name) gives TextField its props: the
 * field's error clears when that field changes (spec §5), and its id is stable, so a refused
 * submit can move focus to the first field in error.
 */
export function useTextFields<K extends string>(initial: Record<K, string>) {
  const prefix = useId()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<K>>({})

  const fieldId = (name: K) => `${prefix}-${name}`

  function field(name: K): TextFieldBinding {
    return {
      id: fieldId(name),
      value: values[name],
      error: errors[name],
      onChange: (event) => {
        const value = event.target.value
        setValues((current) => ({ ...current, [name]: value }))
        setErrors((current) => {
          const rest = { ...current }
          delete rest[name]
          return rest
        })
      },
    }
  }

  /** Focuses the field, as after a refused submit. */
  function focus(name: K) {
    document.getElementById(fieldId(name))?.focus()
  }

  return { values, errors, setErrors, field, focus }
}

import { profileValueProblem, type ProfileField } from '@serendib/domain/accounts'
import { AccountMessages, Messages } from '@serendib/domain/messages'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { inputClass, primaryButton, secondaryButton, TextField } from '../auth/form-field'
import { StrengthHint } from '../auth/password-strength'

/** Saves one field; resolves to the reason it failed, or null once saved. */
export type SaveField = (
  field: ProfileField,
  value: string,
  currentPassword?: string,
) => Promise<string | null>

interface ProfileFieldRowProps {
  field: ProfileField
  label: string
  /** The stored value ('' when unset); the password row has none. */
  value: string
  /** What the row shows when not editing. */
  display: ReactNode
  /** Under the value: the e-mail's confirmation state, for instance. */
  extra?: ReactNode
  email: string
  editing: boolean
  /** Another row is being edited: this one waits. */
  locked: boolean
  onEdit: () => void
  onDone: () => void
  save: SaveField
}

const inputTypes: Record<ProfileField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> =
  {
    first_name: { type: 'text', autoComplete: 'given-name' },
    last_name: { type: 'text', autoComplete: 'family-name' },
    phone_number: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    password: { type: 'password', autoComplete: 'new-password' },
  }

/**
 * Spec §2 Settings: one inline-editable profile field. Edit opens an input (with its Save and
 * Cancel); Enter saves, Escape cancels, and focus returns to Edit afterwards.
 */
export function ProfileFieldRow(props: ProfileFieldRowProps) {
  const { label, display, extra, editing, locked, onEdit } = props
  const id = useId()
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(editing)

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 py-4 last:border-b-0 sm:flex-row sm:gap-6">
      <div className="text-sm font-semibold text-slate-800 sm:w-36 sm:shrink-0 sm:pt-2.5">{label}</div>
      <div className="min-w-0 flex-1">
        {editing ? (
          <FieldEditor {...props} idPrefix={id} />
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0 pt-2 break-words text-slate-900">
              {display}
              {extra}
            </div>
            <button
              ref={editButton}
              type="button"
              onClick={onEdit}
              disabled={locked}
              aria-label={`Edit ${label.toLowerCase()}`}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              Edit
            </button>
          </div>
        )}
      </div>
    </div>
  )
}

function FieldEditor({
  field,
  label,
  value: initial,
  email,
  onDone,
  save,
  idPrefix,
}: ProfileFieldRowProps & { idPrefix: string }) {
  const [value, setValue] = useState(field === 'password' ? '' : initial)
  const [current, setCurrent] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ value?: string; current?: string; confirm?: string }>({})
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const isPassword = field === 'password'

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const found: typeof errors = {}
    const problem = profileValueProblem(field, value, email)
    if (problem) found.value = problem
    if (isPassword) {
      if (!current) found.current = AccountMessages.currentPasswordRequired
      if (!found.value && value !== confirm) found.confirm = Messages.passwordsDoNotMatch
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = found.current ? 'current' : found.value ? 'value' : 'confirm'
      document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    setSaving(true)
    const failure = await save(field, isPassword ? value : value.trim(), isPassword ? current : undefined)
    setSaving(false)
    if (failure === null) onDone()
    else setErrors({ [isPassword && /current/i.test(failure) ? 'current' : 'value']: failure })
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  const types = inputTypes[field]
  return (
    <form ref={form} onSubmit={submit} onKeyDown={onKeyDown} noValidate className="flex flex-col gap-3">
      {isPassword ? (
        <>
          <TextField
            id={`${idPrefix}-current`}
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            error={errors.current}
            onChange={(event) => {
              setCurrent(event.target.value)
              setErrors(({ current: _, ...rest }) => rest)
            }}
          />
          <TextField
            id={`${idPrefix}-value`}
            label="New password"
            type="password"
            autoComplete="new-password"
            value={value}
            error={errors.value}
            hint={errors.value ? null : <StrengthHint password={value} email={email} />}
            onChange={(event) => {
              setValue(event.target.value)
              setErrors(({ value: _, ...rest }) => rest)
            }}
          />
          <TextField
            id={`${idPrefix}-confirm`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(event) => {
              setConfirm(event.target.value)
              setErrors(({ confirm: _, ...rest }) => rest)
            }}
          />
        </>
      ) : (
        <div>
          <label htmlFor={`${idPrefix}-value`} className="sr-only">
            {label}
          </label>
          <input
            id={`${idPrefix}-value`}
            name={field}
            type={types.type}
            inputMode={types.inputMode}
            autoComplete={types.autoComplete}
            value={value}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={`${idPrefix}-value-error`}
            onChange={(event) => {
              setValue(event.target.value)
              setErrors({})
            }}
            className={inputClass}
          />
          <p
            id={`${idPrefix}-value-error`}
            aria-live="polite"
            className="mt-1 text-sm text-red-700 empty:hidden"
          >
            {errors.value ?? ''}
          </p>
        </div>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={onDone} disabled={saving} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  )
}

import { profileValueProblem, type ProfileField } from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import { AccountMessages } from '@serendib/domain/messages/accounts'
import { countryOfPhone, normalisePhone } from '@serendib/domain/phone'
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTextFields, type FieldErrors } from '../../lib/use-text-fields'
import { inputClass, primaryButton, secondaryButton, TextField } from '../ui/form-field'
import { NewPasswordFields } from '../ui/new-password-fields'
import { PhoneField } from '../ui/phone-field'
import { useTranslator } from '../../lib/i18n'

/** Why a save failed; `captchaRequired` after too many wrong current passwords (decision 030). */
export interface SaveFailure {
  message: string
  captchaRequired: boolean
}

/** Saves one field; resolves to the reason it failed, or null once saved. */
export type SaveField = (
  field: ProfileField,
  value: string,
  currentPassword?: string,
  altcha?: string,
) => Promise<SaveFailure | null>

/**
 * The security check (the route passes the auth feature's widget in): `round` changes after each
 * refused save, since a solved challenge is spent once.
 */
export type RenderCaptcha = (props: {
  id: string
  round: number
  onChange: (payload: string) => void
}) => ReactNode

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
  captcha: RenderCaptcha
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
  const { t, locale } = useTranslator()
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
          <FieldEditor {...props} />
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
              // English reads "Edit last name"; other languages keep the field's own capitals (German nouns).
              aria-label={t('acct.editField', { field: locale === 'en' ? label.toLowerCase() : label })}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              {t('acct.edit')}
            </button>
          </div>
        )}
      </div>
    </div>
  )
}

function FieldEditor({ field, label, value: initial, email, onDone, save, captcha }: ProfileFieldRowProps) {
  const fields = useTextFields({ value: field === 'password' ? '' : initial, current: '', confirm: '' })
  const { t } = useTranslator()
  const { values, setErrors } = fields
  const { value, current, confirm } = values
  const [saving, setSaving] = useState(false)
  // Shown once the server asks for it; remounted (new round) after each refused save.
  const [check, setCheck] = useState<{ round: number; payload: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const isPassword = field === 'password'
  const isPhone = field === 'phone_number'
  // The phone's country list, as at checkout (one phone rule, decision 063): a stored number
  // names its own country; a number typed without a code is read in the chosen one.
  const [country, setCountry] = useState<string>(() => (isPhone ? (countryOfPhone(initial) ?? '') : ''))
  // The e-mail too: a session left open is not enough to move the account's mail (issue 12).
  const needsCurrent = isPassword || field === 'email'

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const found: FieldErrors<keyof typeof values> = {}
    // A phone is checked and sent in its international form ('+94 77 123 4567').
    const sent = isPhone ? (normalisePhone(value, country) ?? value) : value
    const problem = profileValueProblem(field, sent, email)
    if (problem) found.value = problem
    if (needsCurrent && !current) {
      found.current = isPassword
        ? AccountMessages.currentPasswordRequired
        : AccountMessages.emailChangePasswordRequired
    }
    if (isPassword && !found.value && value !== confirm) found.confirm = Messages.passwordsDoNotMatch
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // In the order the fields stand: the password form asks the current one first.
      const order = isPassword ? (['current', 'value', 'confirm'] as const) : (['value', 'current'] as const)
      fields.focus(order.find((name) => found[name]) ?? 'value')
      return
    }
    setSaving(true)
    const failure = await save(
      field,
      isPassword ? value : sent.trim(),
      needsCurrent ? current : undefined,
      check?.payload || undefined,
    )
    setSaving(false)
    if (failure === null) return onDone()
    if (failure.captchaRequired || check) setCheck((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }))
    const aboutCurrent = failure.captchaRequired || /current password/i.test(failure.message)
    setErrors({ [needsCurrent && aboutCurrent ? 'current' : 'value']: failure.message })
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  const types = inputTypes[field]
  const valueField = fields.field('value')
  return (
    <form ref={form} onSubmit={submit} onKeyDown={onKeyDown} noValidate className="flex flex-col gap-3">
      {isPassword ? (
        <>
          <TextField
            {...fields.field('current')}
            label={t('acct.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields password={valueField} confirm={fields.field('confirm')} email={email} />
        </>
      ) : isPhone ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <PhoneField
            id={valueField.id}
            countryId={`${valueField.id}-country`}
            label={label}
            value={valueField.value}
            country={country}
            error={valueField.error}
            onChange={(phone, nextCountry) => {
              // The field's own change handler, as typing would call it (it clears the error too).
              valueField.onChange({ target: { value: phone } } as ChangeEvent<HTMLInputElement>)
              setCountry(nextCountry)
            }}
          />
        </div>
      ) : (
        <div>
          <label htmlFor={valueField.id} className="sr-only">
            {label}
          </label>
          <input
            id={valueField.id}
            name={field}
            type={types.type}
            inputMode={types.inputMode}
            autoComplete={types.autoComplete}
            value={valueField.value}
            aria-invalid={valueField.error ? true : undefined}
            aria-describedby={`${valueField.id}-error`}
            onChange={valueField.onChange}
            className={inputClass}
          />
          <p
            id={`${valueField.id}-error`}
            aria-live="polite"
            className="mt-1 text-sm text-red-700 empty:hidden"
          >
            {valueField.error ?? ''}
          </p>
          {needsCurrent ? (
            <div className="mt-3">
              <TextField
                {...fields.field('current')}
                label={t('acct.currentPassword')}
                type="password"
                autoComplete="current-password"
              />
            </div>
          ) : null}
        </div>
      )}
      {check
        ? captcha({
            id: `${field}-captcha`,
            round: check.round,
            onChange: (payload) => setCheck((c) => (c ? { ...c, payload } : c)),
          })
        : null}
      <div className="flex gap-2">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? t('acct.saving') : t('acct.save')}
        </button>
        <button type="button" onClick={onDone} disabled={saving} className={secondaryButton}>
          {t('acct.cancel')}
        </button>
      </div>
    </form>
  )
}

import {
  PASSWORD_MIN_LENGTH,
  signUpErrors,
  WEB_CLIENT_ID,
  type SignUpErrors,
  type SignUpField,
  type SignUpForm as SignUpValues,
} from '@serendib/domain/accounts'
import { Messages } from '@serendib/domain/messages'
import type { UserTypeCode } from '@serendib/domain/user-types'
import { useCallback, useId, useState, type FormEvent } from 'react'
import { loadAuthConfig } from '../../lib/auth-config'
import { browserApi } from '../../lib/browser-api'
import { registrationFailure } from '../../lib/reply-messages'
import { useSnackbar } from '../ui/snackbar'
import { CaptchaField } from './captcha-field'
import { primaryButton, TextField } from '../ui/form-field'
import { NeedsJavaScript } from '../ui/needs-javascript'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

const EMPTY: SignUpValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confim_password: '',
  altcha: '',
}

/** Focus goes to the first failing field, in the order the form shows them. */
const FIELD_ORDER: SignUpField[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confim_password',
  'altcha',
]

interface SignUpFormProps {
  /** 3 customer (/account/signup), 2 supplier (/signup); spec §1. */
  userType: UserTypeCode
  /** The account exists (its verification mail is on its way). */
  onRegistered: (email: string) => void
}

/** Spec §2 Sign-up and §5: one form for customers and suppliers, checked again by the server. */
export function SignUpForm({ userType, onRegistered }: SignUpFormProps) {
  const id = useId()
  const snackbar = useSnackbar()
  const { t, locale } = useTranslator()
  const tm = useSpecMessage()
  // The domain's messages and the server's refusals in the page's language (decision 077).
  const showSnackbar = (message: string, type: 'info' | 'error') => snackbar(tm(message), type)
  const [values, setValues] = useState<SignUpValues>(EMPTY)
  const [offers, setOffers] = useState(false)
  const [errors, setErrors] = useState<SignUpErrors>({})
  const [busy, setBusy] = useState(false)
  // A solved challenge is spent by one submit; a refused submit needs a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0)

  const fieldId = (field: SignUpField) => `${id}-${field}`

  function change(field: SignUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    // Spec §5: a field's error clears when that field changes.
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const onCaptcha = useCallback((payload: string) => {
    setValues((current) => ({ ...current, altcha: payload }))
    if (payload) setErrors(({ altcha: _, ...rest }) => rest)
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = signUpErrors(values)
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) {
      const element = document.getElementById(fieldId(first))
      // The captcha's checkbox sits in the widget's shadow root: bring the widget into view instead.
      if (first === 'altcha') element?.scrollIntoView({ block: 'center' })
      else element?.focus()
      return
    }
    setBusy(true)
    showSnackbar(Messages.registrationProgress, 'info')
    try {
      const config = await loadAuthConfig()
      const reply = config
        ? await browserApi.post('/api/register', {
            client_id: WEB_CLIENT_ID,
            client_secret: config.client_secret,
            user_type: userType,
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            password: values.password,
            confim_password: values.confim_password,
            altcha: values.altcha,
            offers,
            locale,
          })
        : null
      if (reply?.ok) {
        onRegistered(values.email.trim())
        return
      }
      showSnackbar(
        reply ? registrationFailure(reply.status, reply.body) : Messages.registrationFailed,
        'error',
      )
      setValues((current) => ({ ...current, altcha: '' }))
      setCaptchaRound((round) => round + 1)
    } finally {
      setBusy(false)
    }
  }

  const text = (field: Exclude<SignUpField, 'altcha'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field] ? tm(errors[field]) : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  })

  return (
    <>
      {/* The captcha is solved by the browser and the account is created over the API. */}
      <NeedsJavaScript>{t('auth.signUpNeedsJs')}</NeedsJavaScript>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 noscript:hidden">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('first_name')} label={t('acct.firstName')} autoComplete="given-name" />
          <TextField {...text('last_name')} label={t('acct.lastName')} autoComplete="family-name" />
        </div>
        <TextField
          {...text('email')}
          label={t('acct.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...text('password')}
          label={t('acct.password')}
          type="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          {...text('confim_password')}
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="offers"
            checked={offers}
            onChange={(event) => setOffers(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>{t('auth.offers')}</span>
        </label>
        <CaptchaField
          key={captchaRound}
          id={fieldId('altcha')}
          error={errors.altcha ? tm(errors.altcha) : undefined}
          onChange={onCaptcha}
        />
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
        </button>
      </form>
    </>
  )
}

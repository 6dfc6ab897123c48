import type { Category } from '@serendib/domain/api/site-content'
import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { Messages } from '@serendib/domain/messages'
import { SupplierProfileMessages, supplierProfileErrors } from '@serendib/domain/supplier-profile'
import { useEffect, useState, type FormEvent } from 'react'
import { AvatarField } from '../../components/supplier/avatar-field'
import {
  businessFields,
  CategoryPicker,
  contactFields,
  payoutFields,
  TextFields,
} from '../../components/supplier/profile-sections'
import { button, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { browserApi } from '../../lib/browser-api'
import { formValues, profileBody, type ProfileFormValues } from '../../lib/supplier/profile-form'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/profile'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'profile.title')
}

/** Moves focus to the first field the check refused, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: Record<string, string>) {
  const first = Object.keys(errors)[0]
  if (!first) return
  const element = document.getElementById(first === 'categories' ? 'categories' : `field-${first}`)
  element?.scrollIntoView({ block: 'center' })
  ;(element?.querySelector('input') ?? element)?.focus()
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: SupplierProfile
  onSaved: (p: SupplierProfile) => void
}) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [values, setValues] = useState<ProfileFormValues>(() => formValues(profile))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [options, setOptions] = useState<Category[] | null>(null)

  useEffect(() => {
    void browserApi.get<{ data: Category[] }>('/api/categories/get').then((reply) => {
      setOptions(reply.ok ? reply.body.data : [])
    })
  }, [])

  const setText = (field: keyof ProfileFormValues['texts'], value: string) => {
    setValues((v) => ({ ...v, texts: { ...v.texts, [field]: value } }))
    // A field's error clears when that field changes (spec §5's rule for forms).
    setErrors(({ [field]: _cleared, ...rest }) => rest)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const local = supplierProfileErrors({ ...values.texts, categories: values.categories })
    if (Object.keys(local).length > 0) {
      setErrors(local as Record<string, string>)
      snackbar(say(SupplierProfileMessages.fixFields), 'error')
      focusFirstError(local as Record<string, string>)
      return
    }
    setBusy(true)
    snackbar(say(Messages.profileUpdateProgress), 'info')
    const reply = await supplierApi.put<SupplierProfile>('/api/supplier/profile', profileBody(values))
    setBusy(false)
    if (reply.ok) {
      setErrors({})
      onSaved(reply.data)
      snackbar(say(reply.message ?? SupplierProfileMessages.saved), 'success')
    } else {
      setErrors(reply.errors)
      snackbar(say(reply.status === 422 ? reply.message : Messages.profileUpdateFailed), 'error')
      focusFirstError(reply.errors)
    }
  }

  const section = { values, errors, setText }
  return (
    <form onSubmit={submit} noValidate>
      <Panel title={t('profile.business')} id="business">
        <div className="mb-4">
          <AvatarField kind="work" label={t('profile.logo')} image={profile.work_avatar} onChange={onSaved} />
        </div>
        <TextFields fields={businessFields} {...section} />
      </Panel>
      <Panel title={t('profile.contact')} id="contact">
        <div className="mb-4">
          <AvatarField
            kind="contact"
            label={t('profile.photo')}
            image={profile.contact_avatar}
            onChange={onSaved}
          />
        </div>
        <TextFields fields={contactFields} {...section} />
      </Panel>
      <Panel title={t('profile.categories')} id="categories">
        <CategoryPicker
          options={options}
          selected={values.categories}
          error={errors.categories}
          onChange={(categories) => {
            setValues((v) => ({ ...v, categories }))
            setErrors(({ categories: _cleared, ...rest }) => rest)
          }}
        />
      </Panel>
      <Panel title={t('profile.payout')} id="payout">
        <p className="mb-3 text-sm text-slate-600">{t('profile.payoutIntro')}</p>
        <TextFields fields={payoutFields} {...section} />
      </Panel>
      <div
        data-bottom-bar="always"
        className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
      >
        <button type="submit" disabled={busy} className={`${button.primary} w-full sm:w-auto`}>
          {busy ? t('common.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  )
}

/** /supplier/profile: spec §3 work_* and contact_* fields, pictures, categories and payout details. */
export default function SupplierProfilePage() {
  const profile = useApiData<SupplierProfile>('/api/supplier/profile')
  const { t } = usePortalI18n()
  if (profile.state === 'loading') return <LoadingState />
  if (profile.state === 'error') return <ErrorState message={profile.message} onRetry={profile.reload} />
  return (
    <>
      <PageHeader
        title={t('profile.heading')}
        description={t('profile.intro', { email: profile.data.email })}
      />
      <ProfileForm profile={profile.data} onSaved={profile.set} />
    </>
  )
}

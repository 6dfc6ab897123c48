import type { Category } from '@serendib/domain/api/site-content'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import type { SupplierProfileTextField } from '@serendib/domain/supplier-profile'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import type { ProfileFormValues } from '../../lib/supplier/profile-form'
import { TextInput } from './ui'

interface SectionProps {
  values: ProfileFormValues
  errors: Record<string, string>
  setText: (field: SupplierProfileTextField, value: string) => void
}

type FieldSpec = [
  SupplierProfileTextField,
  { hint?: PortalMessageId; multiline?: boolean; tel?: boolean; auto?: string }?,
]

const REQUIRED = new Set<SupplierProfileTextField>(['work_name', 'contact_name'])

export function TextFields({ fields, values, errors, setText }: SectionProps & { fields: FieldSpec[] }) {
  const { t } = usePortalI18n()
  const say = useServerMessage()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(([field, options = {}]) => (
        <div key={field} className={options.multiline ? 'sm:col-span-2' : undefined}>
          <TextInput
            name={field}
            label={t(`profile.field.${field}`)}
            value={values.texts[field]}
            error={errors[field] ? say(errors[field]) : undefined}
            hint={options.hint ? t(options.hint) : undefined}
            multiline={options.multiline}
            required={REQUIRED.has(field)}
            type={options.tel ? 'tel' : 'text'}
            inputMode={options.tel ? 'tel' : undefined}
            autoComplete={options.auto ?? 'off'}
            onChange={(value) => setText(field, value)}
          />
        </div>
      ))}
    </div>
  )
}

export const businessFields: FieldSpec[] = [
  ['work_name', { hint: 'profile.hint.work_name', auto: 'organization' }],
  ['work_registration_number', { hint: 'profile.hint.work_registration_number' }],
  ['work_mobile', { tel: true }],
  ['work_fixed_phone', { tel: true }],
  ['work_address', { multiline: true, auto: 'street-address' }],
]

export const contactFields: FieldSpec[] = [
  ['contact_name', { auto: 'name' }],
  ['contact_nic', { hint: 'profile.hint.contact_nic' }],
  ['contact_mobile_phone', { tel: true }],
  ['contact_home_phone', { tel: true }],
  ['contact_address', { multiline: true }],
]

export const payoutFields: FieldSpec[] = [
  ['payout_bank_name'],
  ['payout_account_holder', { hint: 'profile.hint.payout_account_holder' }],
  ['payout_account_number', { hint: 'profile.hint.payout_account_number' }],
  ['payout_branch', { hint: 'profile.hint.payout_branch' }],
]

/** Categories as a group of checkboxes: keyboard friendly, and readable as one question. */
export function CategoryPicker({
  options,
  selected,
  error,
  onChange,
}: {
  options: Category[] | null
  selected: number[]
  error?: string
  onChange: (ids: number[]) => void
}) {
  const { t } = usePortalI18n()
  const say = useServerMessage()
  if (!options) return <p className="text-sm text-slate-500">{t('profile.loadingCategories')}</p>
  return (
    <fieldset aria-describedby={error ? 'categories-error' : 'categories-hint'}>
      <legend className="sr-only">{t('profile.categories')}</legend>
      <p id="categories-hint" className="mb-2 text-sm text-slate-600">
        {t('profile.categoriesHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((c) => {
          const checked = selected.includes(c.id)
          return (
            <label
              key={c.id}
              className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
                checked
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((id) => id !== c.id) : [...selected, c.id])
                }
              />
              {c.name}
            </label>
          )
        })}
      </div>
      {error ? (
        <p id="categories-error" className="mt-2 text-sm font-medium text-red-700">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  )
}

import type { CheckoutContact } from '@serendib/domain/cart-checkout'
import { TextField } from '../ui/form-field'
import { PhoneField } from '../ui/phone-field'
import { checkoutFieldId, type FieldProblems } from '../../lib/checkout-form'
import { useTranslator } from '../../lib/i18n'

interface Props {
  contact: CheckoutContact
  /** The phone's country (ISO code, '' for none). */
  country: string
  onChange: (patch: Partial<CheckoutContact>, country?: string) => void
  problems: FieldProblems
}

const fields: Array<{ key: 'firstname' | 'lastname' | 'email'; type: string; auto: string }> = [
  { key: 'firstname', type: 'text', auto: 'given-name' },
  { key: 'lastname', type: 'text', auto: 'family-name' },
  { key: 'email', type: 'email', auto: 'email' },
]

/**
 * Spec §2 Checkout contact information, the page's one contact block (decision 063): filled from
 * the account when signed in; its e-mail and phone are the lead traveller's too.
 */
export function ContactFields({ contact, country, onChange, problems }: Props) {
  const { t } = useTranslator()
  const labels = {
    firstname: t('checkout.firstName'),
    lastname: t('checkout.lastName'),
    email: t('checkout.email'),
  }
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold text-slate-900">{t('checkout.contact')}</legend>
        <p className="text-sm text-slate-700">{t('checkout.contactBrief')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map(({ key, type, auto }) => {
            const id = checkoutFieldId.contact(key)
            return (
              <TextField
                key={key}
                id={id}
                label={labels[key]}
                type={type}
                autoComplete={auto}
                value={contact[key]}
                error={problems[id] ?? null}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            )
          })}
          <PhoneField
            id={checkoutFieldId.contact('phone')}
            countryId={checkoutFieldId.contactCountry}
            value={contact.phone}
            country={country}
            error={problems[checkoutFieldId.contact('phone')] ?? null}
            onChange={(phone, next) => onChange({ phone }, next)}
          />
        </div>
      </fieldset>
    </div>
  )
}

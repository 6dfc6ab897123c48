import type { CheckoutContact } from '@serendib/domain/cart-checkout'
import { TextField } from '../ui/form-field'
import { PhoneField } from '../ui/phone-field'
import { checkoutFieldId, type FieldProblems } from '../../lib/checkout-form'

interface Props {
  contact: CheckoutContact
  /** The phone's country (ISO code, '' for none). */
  country: string
  onChange: (patch: Partial<CheckoutContact>, country?: string) => void
  problems: FieldProblems
}

const fields: Array<{ key: 'firstname' | 'lastname' | 'email'; label: string; type: string; auto: string }> =
  [
    { key: 'firstname', label: 'First name', type: 'text', auto: 'given-name' },
    { key: 'lastname', label: 'Last name', type: 'text', auto: 'family-name' },
    { key: 'email', label: 'E-mail', type: 'email', auto: 'email' },
  ]

/**
 * Spec §2 Checkout contact information, the page's one contact block (decision 063): filled from
 * the account when signed in; its e-mail and phone are the lead traveller's too.
 */
export function ContactFields({ contact, country, onChange, problems }: Props) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold text-slate-900">Contact information</legend>
        <p className="text-sm text-slate-700">
          We send the booking confirmation and any changes here, and the tour operator calls this phone on the
          day.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map(({ key, label, type, auto }) => {
            const id = checkoutFieldId.contact(key)
            return (
              <TextField
                key={key}
                id={id}
                label={label}
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

import type { CheckoutContact } from '@serendib/domain/cart-checkout'
import { TextField } from '../ui/form-field'
import { checkoutFieldId, type FieldProblem } from '../../lib/checkout-form'

interface Props {
  contact: CheckoutContact
  sameAsLead: boolean
  onSameAsLead: (same: boolean) => void
  onChange: (patch: Partial<CheckoutContact>) => void
  problem: FieldProblem | null
}

const fields: Array<{ key: keyof CheckoutContact; label: string; type: string; autoComplete: string }> = [
  { key: 'firstname', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastname', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/** Spec §2 Checkout contact information, with 'Same as Lead Traveler' (the first tour's lead). */
export function ContactFields({ contact, sameAsLead, onSameAsLead, onChange, problem }: Props) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold text-slate-900">Contact information</legend>
        <p className="text-sm text-slate-700">We send the booking confirmation and any changes here.</p>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={sameAsLead}
            onChange={(event) => onSameAsLead(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Same as Lead Traveler
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map(({ key, label, type, autoComplete }) => {
            const id = checkoutFieldId.contact(key)
            return (
              <TextField
                key={key}
                id={id}
                label={label}
                type={type}
                autoComplete={autoComplete}
                value={contact[key]}
                readOnly={sameAsLead}
                error={problem?.id === id ? problem.message : null}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}

import type { CartTraveller } from '@serendib/domain/cart'
import { TextField } from '../ui/form-field'
import { checkoutFieldId, type FieldProblem } from '../../lib/checkout-form'

type Field = 'firstname' | 'lastname' | 'email' | 'phone'

interface Props {
  itemIndex: number
  travellers: readonly CartTraveller[]
  /** Id of the field the last failed check named, with its message. */
  problem: FieldProblem | null
  onChange: (person: number, patch: Partial<Record<Field, string>>) => void
}

/**
 * Spec §2 Checkout: the lead traveller (first name, last name, e-mail, phone), then one name
 * pair per further person of the counts. The lead is the first traveller (spec §2, §9).
 */
export function TravellerFields({ itemIndex, travellers, problem, onChange }: Props) {
  const [lead, ...others] = travellers
  const error = (id: string) => (problem?.id === id ? problem.message : null)
  const field = (person: number, name: Field, label: string, type = 'text', autoComplete?: string) => {
    const id = checkoutFieldId.traveller(itemIndex, person, name)
    const traveller = travellers[person]
    return (
      <TextField
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={traveller?.[name] ?? ''}
        error={error(id)}
        onChange={(event) => onChange(person, { [name]: event.target.value })}
      />
    )
  }

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Lead traveller</legend>
        {lead ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {field(0, 'firstname', 'First name', 'text', 'given-name')}
            {field(0, 'lastname', 'Last name', 'text', 'family-name')}
            {field(0, 'email', 'E-mail', 'email', 'email')}
            {field(0, 'phone', 'Phone', 'tel', 'tel')}
          </div>
        ) : null}
      </fieldset>
      {others.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-slate-900">Other travellers</legend>
          {others.map((_, offset) => {
            const person = offset + 1
            return (
              <div
                key={person}
                role="group"
                aria-label={`Traveller ${person + 1}`}
                className="grid gap-3 sm:grid-cols-2"
              >
                {field(person, 'firstname', `Traveller ${person + 1} first name`)}
                {field(person, 'lastname', `Traveller ${person + 1} last name`)}
              </div>
            )
          })}
        </fieldset>
      ) : null}
    </>
  )
}

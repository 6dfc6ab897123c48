import type { CartTraveller } from '@serendib/domain/cart'
import { TextField } from '../ui/form-field'
import { checkoutFieldId, type FieldProblems } from '../../lib/checkout-form'

type Field = 'firstname' | 'lastname'

interface Props {
  itemIndex: number
  travellers: readonly CartTraveller[]
  /** The contact person travels as the lead: their name is the contact block's. */
  leadIsContact: boolean
  contactName: string
  onLeadIsContact: (same: boolean) => void
  /** Tours of several days ask every traveller's name (decision 063). */
  everyName: boolean
  problems: FieldProblems
  onChange: (person: number, patch: Partial<Record<Field, string>>) => void
}

/**
 * Spec §2 Checkout: the lead traveller, who is the first traveller (spec §2, §9). Their e-mail
 * and phone are the contact block's (decision 063); by default they are the contact person too.
 * Further travellers' names only for tours of several days.
 */
export function TravellerFields({
  itemIndex,
  travellers,
  leadIsContact,
  contactName,
  onLeadIsContact,
  everyName,
  problems,
  onChange,
}: Props) {
  const [, ...others] = travellers
  const field = (person: number, name: Field, label: string, autoComplete?: string) => {
    const id = checkoutFieldId.traveller(itemIndex, person, name)
    return (
      <TextField
        id={id}
        label={label}
        autoComplete={autoComplete}
        value={travellers[person]?.[name] ?? ''}
        error={problems[id] ?? null}
        onChange={(event) => onChange(person, { [name]: event.target.value })}
      />
    )
  }

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Lead traveller</legend>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            id={checkoutFieldId.leadIsContact(itemIndex)}
            type="checkbox"
            checked={leadIsContact}
            onChange={(event) => onLeadIsContact(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          I am the lead traveller
        </label>
        {leadIsContact ? (
          <p className="text-sm text-slate-700" data-lead-name>
            {contactName.trim() || 'The name in your contact information'} travels as the lead traveller.
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {field(0, 'firstname', 'First name', 'off')}
            {field(0, 'lastname', 'Last name', 'off')}
          </div>
        )}
      </fieldset>
      {everyName && others.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-slate-900">Other travellers</legend>
          <p className="text-sm text-slate-700">
            The hotels of a tour of several days are booked in each traveller&apos;s name.
          </p>
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

import type { CartTraveller } from '@serendib/domain/cart'
import { TextField } from '../ui/form-field'
import { checkoutFieldId, type FieldProblems } from '../../lib/checkout-form'
import { useTranslator } from '../../lib/i18n'

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
  const { t } = useTranslator()
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
        <legend className="mb-2 font-semibold text-slate-900">{t('checkout.leadTraveller')}</legend>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            id={checkoutFieldId.leadIsContact(itemIndex)}
            type="checkbox"
            checked={leadIsContact}
            onChange={(event) => onLeadIsContact(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          {t('checkout.iAmLead')}
        </label>
        {leadIsContact ? (
          <p className="text-sm text-slate-700" data-lead-name>
            {t('checkout.leadIs', { name: contactName.trim() || t('checkout.contactNameFallback') })}
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {field(0, 'firstname', t('checkout.firstName'), 'off')}
            {field(0, 'lastname', t('checkout.lastName'), 'off')}
          </div>
        )}
      </fieldset>
      {everyName && others.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-slate-900">{t('checkout.otherTravellers')}</legend>
          <p className="text-sm text-slate-700">{t('checkout.hotelsInNames')}</p>
          {others.map((_, offset) => {
            const person = offset + 1
            return (
              <div
                key={person}
                role="group"
                aria-label={t('checkout.traveller', { number: person + 1 })}
                className="grid gap-3 sm:grid-cols-2"
              >
                {field(person, 'firstname', t('checkout.travellerFirst', { number: person + 1 }))}
                {field(person, 'lastname', t('checkout.travellerLast', { number: person + 1 }))}
              </div>
            )
          })}
        </fieldset>
      ) : null}
    </>
  )
}

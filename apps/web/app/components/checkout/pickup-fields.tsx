import type { CartBooking } from '@serendib/domain/cart'
import { pickupTypesFor, type PickupType } from '@serendib/domain/checkout'
import { TextField, inputClass } from '../ui/form-field'
import { checkoutFieldId, type FieldProblems } from '../../lib/checkout-form'
import { useTranslator } from '../../lib/i18n'

const pickupLabels = {
  hotel: 'checkout.hotel',
  airport: 'checkout.airport',
  other: 'checkout.other',
} as const satisfies Record<PickupType, string>

type Details = Pick<
  CartBooking,
  'pickup_location' | 'hotel_name' | 'hotel_address' | 'flight_no' | 'flight_time' | 'other' | 'remarks'
>

interface Props {
  itemIndex: number
  details: Details
  problems: FieldProblems
  /** One of the tour's pick-up points is an airport: only then is airport pick-up offered. */
  servesAirport: boolean
  onChange: (patch: Partial<Details>) => void
}

/** Spec §2 Checkout pick-up: hotel (name, address), airport (flight number, time) or other, and remarks. */
export function PickupFields({ itemIndex, details, problems, servesAirport, onChange }: Props) {
  const { t } = useTranslator()
  const id = (field: 'hotel_name' | 'hotel_address' | 'flight_no' | 'flight_time' | 'other' | 'remarks') =>
    checkoutFieldId.booking(itemIndex, field)
  const error = (fieldId: string) => problems[fieldId] ?? null
  const radioName = checkoutFieldId.pickup(itemIndex)

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-slate-900">{t('checkout.pickup')}</legend>
      <div className="flex flex-wrap gap-2">
        {pickupTypesFor(servesAirport).map((type, index) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              // The first radio carries the group's id so a failed check can focus it.
              id={index === 0 ? radioName : undefined}
              name={radioName}
              value={type}
              checked={details.pickup_location === type}
              onChange={() => onChange({ pickup_location: type })}
              className="h-4 w-4 accent-brand-700"
            />
            {t(pickupLabels[type])}
          </label>
        ))}
      </div>
      {details.pickup_location === 'hotel' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={id('hotel_name')}
            label={t('checkout.hotelName')}
            value={details.hotel_name}
            error={error(id('hotel_name'))}
            onChange={(event) => onChange({ hotel_name: event.target.value })}
          />
          <TextField
            id={id('hotel_address')}
            label={t('checkout.hotelAddress')}
            autoComplete="off"
            value={details.hotel_address}
            error={error(id('hotel_address'))}
            onChange={(event) => onChange({ hotel_address: event.target.value })}
          />
        </div>
      ) : null}
      {details.pickup_location === 'airport' && servesAirport ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={id('flight_no')}
            label={t('checkout.flightNumber')}
            placeholder={t('checkout.flightExample')}
            value={details.flight_no}
            error={error(id('flight_no'))}
            onChange={(event) => onChange({ flight_no: event.target.value })}
          />
          <TextField
            id={id('flight_time')}
            label={t('checkout.flightArrival')}
            type="time"
            value={details.flight_time}
            error={error(id('flight_time'))}
            onChange={(event) => onChange({ flight_time: event.target.value })}
          />
        </div>
      ) : null}
      {details.pickup_location === 'other' ? (
        <div>
          <label htmlFor={id('other')} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('checkout.whereFrom')}
          </label>
          <textarea
            id={id('other')}
            rows={2}
            maxLength={500}
            value={details.other}
            onChange={(event) => onChange({ other: event.target.value })}
            className={`${inputClass} h-auto py-2`}
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={id('remarks')} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('checkout.remarks')} <span className="font-normal text-slate-600">{t('checkout.optional')}</span>
        </label>
        <textarea
          id={id('remarks')}
          rows={2}
          maxLength={500}
          value={details.remarks}
          onChange={(event) => onChange({ remarks: event.target.value })}
          className={`${inputClass} h-auto py-2`}
        />
      </div>
    </fieldset>
  )
}

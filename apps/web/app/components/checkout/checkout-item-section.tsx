import type { CartItem } from '@serendib/domain/cart'
import { needsEveryTravellerName } from '@serendib/domain/checkout'
import { useId } from 'react'
import { cartStore } from '../../lib/cart-store'
import { pickupName, travellerSummaryIn } from '../../lib/cart-view'
import { useTranslator } from '../../lib/i18n'
import { withBookingDetails, withTraveller, type FieldProblems } from '../../lib/checkout-form'
import { PickupFields } from './pickup-fields'
import { TravellerFields } from './traveller-fields'

/** One cart item's block of the checkout form: its travellers, pick-up and remarks (spec §2). */
export function CheckoutItemSection({
  item,
  index,
  count,
  problems,
  leadIsContact,
  onLeadIsContact,
  contactName,
}: {
  item: CartItem
  index: number
  count: number
  problems: FieldProblems
  leadIsContact: boolean
  onLeadIsContact: (same: boolean) => void
  contactName: string
}) {
  const headingId = useId()
  const translator = useTranslator()
  const { t, date } = translator
  const { booking } = item
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header>
        {count > 1 ? (
          <p className="text-sm font-semibold text-brand-700">
            {t('checkout.tourOf', { number: index + 1, count })}
          </p>
        ) : null}
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {item.activity.name}
        </h2>
        <p className="text-sm text-slate-700">
          {date(item.from_date)}
          {item.start_time ? (
            <span data-start-time>{t('cart.startsAt', { time: item.start_time })}</span>
          ) : null}{' '}
          · {travellerSummaryIn(item, translator)} · {t('checkout.pickupArea', { place: pickupName(item) })}
        </p>
        {item.option_label ? (
          <p className="text-sm text-slate-800" data-option-label>
            <span className="font-semibold">{t('cart.option')}</span> {item.option_label}
          </p>
        ) : null}
      </header>
      <TravellerFields
        itemIndex={index}
        travellers={booking.travellers}
        leadIsContact={leadIsContact}
        onLeadIsContact={onLeadIsContact}
        contactName={contactName}
        everyName={needsEveryTravellerName(item.activity.duration_value, item.activity.duration_unit)}
        problems={problems}
        onChange={(person, patch) =>
          cartStore().update(index, (current) => withTraveller(current, person, patch))
        }
      />
      <PickupFields
        itemIndex={index}
        details={booking}
        problems={problems}
        servesAirport={item.activity.pickup_locations.some((point) => point.airport)}
        onChange={(patch) => cartStore().update(index, (current) => withBookingDetails(current, patch))}
      />
    </section>
  )
}

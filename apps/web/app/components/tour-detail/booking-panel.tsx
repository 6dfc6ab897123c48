import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { useId, useRef, useState } from 'react'
import {
  checkBookingForm,
  earliestBookableDate,
  emptyBookingForm,
  type BookingField,
  type BookingFormValues,
} from '../../lib/booking-form'
import { DateField } from '../date-field'
import { ShieldCheckIcon } from '../icons'
import { useSnackbar } from '../snackbar'
import { fieldInput, fieldLabel } from './form-styles'
import { PriceTag } from './price-tag'
import { TourActions } from './tour-actions'
import { TravellerCounts } from './traveller-counts'

export const BOOKING_PANEL_ID = 'booking'

type Kind = 'book' | 'cart'

/**
 * Spec §2 booking panel: pick-up location, date, traveller counts, Book Now, Add to cart,
 * favourites and share. It checks what spec §5 lets the browser check, in the spec's order,
 * and produces the cost request; the cost estimate and the cart arrive in a later issue.
 */
export function BookingPanel({ activity, shareUrl }: { activity: ActivityDetail; shareUrl: string }) {
  const showSnackbar = useSnackbar()
  const id = useId()
  const [form, setForm] = useState<BookingFormValues>(emptyBookingForm)
  const [invalid, setInvalid] = useState<BookingField | null>(null)
  const locationRef = useRef<HTMLSelectElement>(null)
  const dateRef = useRef<HTMLInputElement>(null)
  const adultsRef = useRef<HTMLSelectElement>(null)

  function update(patch: Partial<BookingFormValues>) {
    setForm((current) => ({ ...current, ...patch }))
    // A field's error clears as soon as the visitor changes it.
    setInvalid(null)
  }

  function changeDate(display: string) {
    // Spec §5: the date is priced for a pick-up location, so that comes first.
    if (!form.locationId && display.length === 10) showSnackbar(Messages.pickupLocationFirst, 'warning')
    update({ date: display })
  }

  function submit(kind: Kind) {
    const check = checkBookingForm(form, activity)
    if (!check.ok) {
      setInvalid(check.field)
      // Focus lands on the field to fix; the snackbar says why (spec §8: messages appear there).
      const target = { location: locationRef, date: dateRef, adults: adultsRef }[check.field].current
      // Centred: a plain focus() scrolls it to the top edge, under the sticky site header.
      target?.focus({ preventScroll: true })
      target?.scrollIntoView({ block: 'center' })
      showSnackbar(check.message, 'error')
      return
    }
    // Later issue: POST /api/activity/cost with check.request, then add to the cart (bookNow
    // for Book Now, which goes on to /checkout). No price is worked out in the browser.
    showSnackbar(
      `Online ${kind === 'book' ? 'booking' : 'cart'} opens soon. Call ${SUPPORT_PHONE} to book this tour.`,
      'info',
    )
  }

  return (
    <section
      id={BOOKING_PANEL_ID}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-28 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg outline-none"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          Book this tour
        </h2>
        <PriceTag activity={activity} />
      </div>
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault()
          submit('book')
        }}
        className="flex flex-col gap-4"
      >
        <div>
          <label htmlFor={`${id}-location`} className={fieldLabel}>
            Pick-up location
          </label>
          <select
            ref={locationRef}
            id={`${id}-location`}
            value={form.locationId}
            aria-invalid={invalid === 'location' || undefined}
            onChange={(event) => update({ locationId: event.target.value })}
            className={fieldInput}
          >
            <option value="">Select pick-up location</option>
            {activity.pickup_locations.map((place) => (
              <option key={place.id} value={place.id}>
                {place.pickup_time ? `${place.location_name} (${place.pickup_time})` : place.location_name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-date`} className={fieldLabel}>
            Pick-up date
          </label>
          <DateField
            id={`${id}-date`}
            value={form.date}
            onChange={changeDate}
            minDate={() => earliestBookableDate(activity.booking_cutoff_days)}
            pickerLabel="Choose pick-up date from calendar"
            invalid={invalid === 'date'}
            inputRef={dateRef}
            className={fieldInput}
          />
        </div>
        <TravellerCounts
          activity={activity}
          idPrefix={id}
          values={form}
          adultsInvalid={invalid === 'adults'}
          adultsRef={adultsRef}
          onChange={(band, count) => update({ [band]: count })}
        />
        <div className="flex flex-col gap-2">
          <button
            type="submit"
            className="h-12 rounded-lg bg-accent-700 px-4 font-bold text-white shadow-sm hover:bg-accent-800"
          >
            Book Now
          </button>
          <button
            type="button"
            onClick={() => submit('cart')}
            className="h-12 rounded-lg border-2 border-brand-700 bg-white px-4 font-bold text-brand-800 hover:bg-brand-50"
          >
            Add to cart
          </button>
        </div>
      </form>
      <TourActions title={activity.title} url={shareUrl} />
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
        Free cancellation up to 24 hours before the start (Sri Lanka time). {Messages.noAdditionalFees}.
      </p>
    </section>
  )
}

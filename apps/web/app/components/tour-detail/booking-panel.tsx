import { ShieldCheckIcon } from '../ui/icons'
import { cartAddProblem, CartMessages, newCartItem, type CartQuote } from '@serendib/domain/cart'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { Messages } from '@serendib/domain/messages'
import { useId, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { panelDateFromUrl } from '../../lib/panel-date'
import { getSession } from '../../lib/session-store'
import {
  cartActivityOf,
  checkBookingForm,
  earliestDate,
  emptyBookingForm,
  type BookingField,
  type BookingFormValues,
  type CostRequest,
} from '../../lib/booking-form'
import { cartStore } from '../../lib/cart-store'
import { costKey, fetchCost, useCostEstimate } from '../../lib/cost-estimate'
import { EstimateTotal } from '../ui/estimate-total'
import { NeedsJavaScript } from '../ui/needs-javascript'
import { useSnackbar } from '../ui/snackbar'
import { PickupLocationField } from '../ui/booking-fields'
import { DateWithAvailability } from './date-with-availability'
import { dealDiscount, PriceTag } from './price-tag'
import { dealPrice } from '@serendib/domain/deal-price'
import { PricingBasis } from '@serendib/domain/pricing-basis'
import { TourActions } from './tour-actions'
import { OptionEstimate, OptionField } from './option-field'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { TravellerCounts } from '../ui/traveller-counts'
import { START_TIME_REQUIRED, StartTimeField } from '../ui/start-time-field'
import type { AvailableTime } from '@serendib/domain/api/supplier-tours'

export const BOOKING_PANEL_ID = 'booking'

/**
 * Each age band's price per traveller after today's deal (issue 30), for tours priced per
 * person; a tour priced per group shows its group price in the price tag instead.
 */
function bandPrices(activity: ActivityDetail, optionId: string | undefined) {
  if (activity.pricing_basis === PricingBasis.perGroup) return undefined
  // A private option is priced per vehicle, not per traveller (decision 073).
  if (activity.tour_options.find((o) => String(o.id) === optionId)?.kind === 'private') return undefined
  const discount = dealDiscount(activity)
  const price = (cents: number | null) => (cents === null ? null : dealPrice(cents, discount).priceCents)
  return {
    adults: price(activity.rates.adult_cents),
    children: price(activity.rates.child_cents),
    infants: price(activity.rates.infant_cents),
  }
}

type Kind = 'book' | 'cart'

/**
 * Spec §2 booking panel: pick-up location, date, traveller counts, the live total, Book Now,
 * Add to cart, favourites and share. It checks what spec §5 lets the browser check, in the
 * spec's order; the price always comes from the server's estimate.
 */
export function BookingPanel({ activity, shareUrl }: { activity: ActivityDetail; shareUrl: string }) {
  const showSnackbar = useSnackbar()
  const navigate = useNavigate()
  const { t, lp, locale } = useTranslator()
  const tm = useSpecMessage()
  const id = useId()
  // A search's day (?date=yyyy-mm-dd) is the panel's first date.
  const [searchParams] = useSearchParams()
  const [form, setForm] = useState<BookingFormValues>(() => ({
    ...emptyBookingForm,
    date: panelDateFromUrl(searchParams.get('date'), activity),
    optionId: activity.tour_options[0] ? String(activity.tour_options[0].id) : '',
  }))
  const [invalid, setInvalid] = useState<BookingField | null>(null)
  // Spec §5: the earliest bookable date comes from the estimate's min_date.
  const [serverMinDate, setServerMinDate] = useState<string | null>(null)
  const [busy, setBusy] = useState<Kind | null>(null)
  // Tours with start times: the starts of the chosen day, as the last estimate gave them.
  const [times, setTimes] = useState<AvailableTime[] | null>(null)
  const locationRef = useRef<HTMLSelectElement>(null)
  /** The location chosen last, ahead of the render that puts it in `form` (see changeDate). */
  const latestLocation = useRef('')
  const dateRef = useRef<HTMLInputElement>(null)
  const adultsRef = useRef<HTMLSelectElement>(null)
  const startTimeRef = useRef<HTMLSelectElement>(null)

  const check = checkBookingForm(form, activity, undefined, serverMinDate)
  const request = check.ok ? check.request : null
  const estimate = useCostEstimate(request, (_asked, result) => {
    const minDate = result.ok ? result.quote.min_date : result.minDate
    if (minDate) setServerMinDate(minDate)
    const dayTimes = result.ok ? result.quote.available_times : result.availableTimes
    if (!result.ok && result.aborted) return
    setTimes(dayTimes ?? null)
    // Spec §8 "Cost estimate error": the server's message, and the amount is cleared.
    if (!result.ok) showSnackbar(tm(result.message), 'error')
  })

  function update(patch: Partial<BookingFormValues>) {
    setForm((current) => ({ ...current, ...patch }))
    // A field's error clears as soon as the visitor changes it.
    setInvalid(null)
  }

  function changeDate(display: string) {
    // Spec §5: the date is priced for a pick-up location, so that comes first. Choices made before
    // hydration reach React in one go, before `form` has the location: the latest choice counts.
    const locationChosen = form.locationId || latestLocation.current
    if (!locationChosen && display.length === 10) showSnackbar(tm(Messages.pickupLocationFirst), 'warning')
    // Another day has other starts: the visitor chooses again from the new estimate.
    update({ date: display, startTime: '' })
  }

  /** The estimate for exactly these choices: the live one when it is current, else asked now. */
  async function quoteFor(asked: CostRequest): Promise<CartQuote | null> {
    if (estimate.status === 'ok' && estimate.key === costKey(asked)) return estimate.quote
    const result = await fetchCost(asked, undefined, locale)
    return result.ok ? result.quote : null
  }

  async function submit(kind: Kind) {
    if (busy) return
    // A tour with start times is booked for one of them (the server refuses it otherwise).
    const failed: { field: BookingField; message: string } | null = !check.ok
      ? check
      : times && times.length > 0 && !form.startTime
        ? { field: 'startTime', message: START_TIME_REQUIRED }
        : null
    if (failed || !check.ok) {
      const { field, message } = failed ?? { field: 'location' as const, message: '' }
      setInvalid(field)
      // Focus lands on the field to fix; the snackbar says why (spec §8: messages appear there).
      const target = { location: locationRef, date: dateRef, adults: adultsRef, startTime: startTimeRef }[
        field
      ].current
      // Centred: a plain focus() scrolls it to the top edge, under the sticky site header.
      target?.focus({ preventScroll: true })
      target?.scrollIntoView({ block: 'center' })
      showSnackbar(tm(message), 'error')
      return
    }
    setBusy(kind)
    try {
      const quote = await quoteFor(check.request)
      const cart = cartStore()
      const problem = cartAddProblem(cart.items(), activity.id, quote, kind === 'book')
      if (problem || !quote) {
        showSnackbar(tm(problem ?? CartMessages.fillFormCorrectly), 'error')
        return
      }
      cart.add(
        newCartItem({
          userId: getSession().user?.id ?? null,
          activity: cartActivityOf(activity),
          request: check.request,
          quote,
          bookNow: kind === 'book',
        }),
      )
      // Spec §2: with the book-now flag set the browser goes on to /checkout.
      if (kind === 'book') void navigate(lp('/checkout'))
      else showSnackbar(tm(CartMessages.itemAdded), 'success')
    } finally {
      setBusy(null)
    }
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
          {t('panel.title')}
        </h2>
        <PriceTag activity={activity} />
      </div>
      {/* The cart lives in the browser and the total comes from the API: both need JavaScript. */}
      <NeedsJavaScript>{t('panel.needsJs')}</NeedsJavaScript>
      {/* Before hydration the buttons are live: a click waits for the script (decision 019). */}
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={busy !== null}
        onSubmit={(event) => {
          event.preventDefault()
          void submit('book')
        }}
        className="flex flex-col gap-4 noscript:hidden"
      >
        <OptionField
          id={`${id}-option`}
          options={activity.tour_options}
          value={form.optionId ?? ''}
          onChange={(optionId) => update({ optionId })}
        />
        <PickupLocationField
          id={`${id}-location`}
          locations={activity.pickup_locations}
          value={form.locationId}
          onChange={(locationId) => {
            latestLocation.current = locationId
            update({ locationId })
          }}
          startTime={form.startTime}
          prompt
          invalid={invalid === 'location'}
          selectRef={locationRef}
        />
        <DateWithAvailability
          id={`${id}-date`}
          activityId={activity.id}
          value={form.date}
          travellers={form}
          onChange={changeDate}
          minDate={() => earliestDate(activity, serverMinDate)}
          invalid={invalid === 'date'}
          inputRef={dateRef}
        />
        {times && times.length > 0 && (
          <StartTimeField
            id={`${id}-start`}
            times={times}
            value={form.startTime ?? ''}
            onChange={(startTime) => update({ startTime })}
            invalid={invalid === 'startTime'}
            selectRef={startTimeRef}
          />
        )}
        <TravellerCounts
          activity={activity}
          idPrefix={id}
          values={form}
          adultsInvalid={invalid === 'adults'}
          adultsRef={adultsRef}
          onChange={(band, count) => update({ [band]: count })}
          prices={bandPrices(activity, form.optionId)}
        />
        <EstimateTotal
          state={estimate}
          currentKey={request ? costKey(request) : null}
          idleHint={t('panel.idle')}
        />
        {estimate.status === 'ok' && request && estimate.key === costKey(request) && (
          <OptionEstimate label={estimate.quote.option?.label} />
        )}
        <div className="flex flex-col gap-2">
          <button
            type="submit"
            disabled={busy !== null}
            className="h-12 rounded-lg bg-accent-700 px-4 font-bold text-white shadow-sm hover:bg-accent-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy === 'book' ? t('panel.booking') : t('tour.bookNow')}
          </button>
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void submit('cart')}
            className="h-12 rounded-lg border-2 border-brand-700 bg-white px-4 font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
          >
            {busy === 'cart' ? t('panel.adding') : t('panel.addToCart')}
          </button>
        </div>
      </form>
      <div className="noscript:hidden">
        <TourActions title={activity.title} url={shareUrl} />
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
        {t('panel.freeCancellation')} {t('promise.noFees')}.
      </p>
    </section>
  )
}

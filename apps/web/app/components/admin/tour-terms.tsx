import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import { formatDisplayDate } from '@serendib/domain/dates'
import { formatDuration, minutesText, type DurationUnitCode } from '@serendib/domain/duration'
import { pricingBasisLabels } from '@serendib/domain/pricing-basis'
import { confirmationLabel } from '@serendib/domain/sale-types'
import { tourTypeLabels, type TourTypeCode } from '@serendib/domain/tour-types'
import type { ReactNode } from 'react'
import { usd } from '../../lib/admin/format'

const weekdayNames = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** "Mon Wed Fri", or "Every day" for all seven. */
const weekdays = (days: number[]) =>
  days.length === 7 ? 'Every day' : days.map((d) => weekdayNames[d] ?? String(d)).join(' ')

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-slate-100 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  )
}

const none = <span className="text-slate-500">None</span>

/**
 * Everything the supplier sells the tour with, as the editor holds it (issue 29): the traveller
 * preview shows none of the start times, capacities, child and infant rates, pick-ups, seasons
 * or cut-off, and an admin must see them before approving.
 */
export function TourTerms({ review }: { review: AdminTourReview }) {
  const f = review.fields
  const place = (id: number) => review.names.locations.find((l) => l.id === id)?.name ?? `Place ${id}`
  const category = (id: number) => review.names.categories.find((c) => c.id === id)?.name ?? `Category ${id}`
  const perGroup = f.pricing_basis === 2
  const bands = [
    {
      name: 'Adults',
      on: f.include_adults,
      from: f.adults_age_from,
      to: f.adults_age_to,
      cents: f.rates.adult_price_cents,
    },
    {
      name: 'Children',
      on: f.include_children,
      from: f.children_age_from,
      to: f.children_age_to,
      cents: f.rates.child_price_cents,
    },
    {
      name: 'Infants',
      on: f.include_infants,
      from: f.infant_age_from,
      to: f.infant_age_to,
      cents: f.rates.infant_price_cents,
    },
  ]
  return (
    <dl aria-label="What the supplier sells">
      <Row term="Type and duration">
        {tourTypeLabels[f.tour_type as TourTypeCode]} ·{' '}
        {formatDuration(f.duration_value, f.duration_unit as DurationUnitCode)}
      </Row>
      <Row term="Starts from">
        {f.start_location_ids.length ? f.start_location_ids.map(place).join(', ') : none}
      </Row>
      <Row term="Categories">{f.category_ids.length ? f.category_ids.map(category).join(', ') : none}</Row>
      <Row term="Booking">{confirmationLabel(f.sale_type)}</Row>
      <Row term="Prices">
        <p className="mb-1">{pricingBasisLabels[f.pricing_basis]}</p>
        {perGroup ? (
          <p>
            Group {usd(f.rates.group_price_cents)}
            {f.max_group_size ? ` · up to ${f.max_group_size} travellers a group` : ' · any group size'}
          </p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {bands.map((b) => (
              <li key={b.name}>
                {b.name} ({b.from}–{b.to} years):{' '}
                {b.on ? <strong>{usd(b.cents)}</strong> : <span className="text-slate-500">not allowed</span>}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Seasonal prices">
        {f.price_periods.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-1">
            {f.price_periods.map((p, i) => (
              <li key={p.id ?? i}>
                <strong>{p.label || 'Season'}</strong> {formatDisplayDate(p.starts_on)} –{' '}
                {formatDisplayDate(p.ends_on)}:{' '}
                {perGroup
                  ? `group ${usd(p.group_price_cents)}`
                  : `adult ${usd(p.adult_price_cents)} · child ${usd(p.child_price_cents)} · infant ${usd(p.infant_price_cents)}`}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Start times and seats">
        {f.start_times.length === 0 ? (
          <span>Any time of the day (no fixed start)</span>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {f.start_times.map((t, i) => (
              <li key={t.id ?? i}>
                <strong>{t.time}</strong> · {weekdays(t.weekdays)} ·{' '}
                {t.capacity === null ? 'seats limited by the day only' : `${t.capacity} seats`}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Seats a day">
        {f.daily_capacity === null ? 'No daily limit' : `${f.daily_capacity} travellers`}
      </Row>
      <Row term="Pick-up points">
        {f.pickup_locations.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-0.5">
            {f.pickup_locations.map((p) => {
              // Decision 058: with start times a point is reached minutes before each start; a
              // fixed time left from before the starts is not what travellers are told.
              const when =
                f.start_times.length > 0
                  ? p.minutes_before_start !== null
                    ? ` · ${minutesText(p.minutes_before_start)} before the start`
                    : ''
                  : p.pickup_time !== null
                    ? ` · ${p.pickup_time}`
                    : ''
              return (
                <li key={p.location_id}>
                  {place(p.location_id)}
                  {when}
                </li>
              )
            })}
          </ul>
        )}
      </Row>
      <Row term="Booking cut-off">
        {f.booking_cutoff.unit === 'hours'
          ? `Until ${f.booking_cutoff.value} hours before the start`
          : f.booking_cutoff.value === 0
            ? 'Bookable for today'
            : `From ${f.booking_cutoff.value} ${f.booking_cutoff.value === 1 ? 'day' : 'days'} ahead`}
      </Row>
      <Row term="Closed dates">
        {f.blackout_dates.length === 0
          ? none
          : f.blackout_dates
              .map((d) => `${formatDisplayDate(d.day)}${d.reason ? ` (${d.reason})` : ''}`)
              .join(', ')}
      </Row>
      <Row term="Cancellation policy">
        <span className="whitespace-pre-line">{f.cancel_policy || '—'}</span>
      </Row>
      <Row term="Conditions">
        <span className="whitespace-pre-line">{f.condtions || '—'}</span>
      </Row>
      <Row term="Contact number">{f.contact_number || '—'}</Row>
    </dl>
  )
}

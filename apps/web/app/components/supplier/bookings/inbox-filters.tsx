import { bookingStatusLabels } from '@serendib/domain/booking-status'
import { channelLabel, SITE_CHANNEL } from '@serendib/domain/supplier-bookings'
import { Form } from 'react-router'
import { DisplayDateInput } from '../../ui/display-date-input'
import { button, input, label } from '../ui'

/** A plain GET form: the filters land in the URL, so a filtered inbox can be bookmarked or shared. */
export function InboxFilters({
  params,
  tours,
  channels,
}: {
  params: URLSearchParams
  tours: { id: number; title: string }[]
  /** Resellers that sold the supplier's tours; the filter shows only when there are any. */
  channels: string[]
}) {
  const value = (name: string) => params.get(name) ?? ''
  const active = ['q', 'status', 'tour', 'channel', 'from', 'to', 'when'].some((k) => value(k))
  return (
    <details
      open={active || undefined}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Filter and sort{active ? ' (filters on)' : ''}
      </summary>
      <Form
        method="get"
        role="search"
        aria-label="Filter bookings"
        className="mt-3 grid gap-3 sm:grid-cols-6"
      >
        <div className="sm:col-span-2">
          <label htmlFor="f-q" className={label}>
            Reference or lead traveller
          </label>
          <input id="f-q" name="q" type="search" defaultValue={value('q')} className={input} />
        </div>
        <div>
          <label htmlFor="f-status" className={label}>
            Status
          </label>
          <select id="f-status" name="status" defaultValue={value('status')} className={input}>
            <option value="">Any</option>
            {Object.entries(bookingStatusLabels).map(([code, text]) => (
              <option key={code} value={code}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-tour" className={label}>
            Tour
          </label>
          <select id="f-tour" name="tour" defaultValue={value('tour')} className={input}>
            <option value="">All tours</option>
            {tours.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title || 'Untitled tour'}
              </option>
            ))}
          </select>
        </div>
        {channels.length > 0 || value('channel') ? (
          <div>
            <label htmlFor="f-channel" className={label}>
              Sold by
            </label>
            <select id="f-channel" name="channel" defaultValue={value('channel')} className={input}>
              <option value="">All channels</option>
              <option value={SITE_CHANNEL}>{channelLabel(null)}</option>
              {channels.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="f-from" className={label}>
            Travel from
          </label>
          <DisplayDateInput id="f-from" name="from" defaultValue={value('from')} className={input} />
        </div>
        <div>
          <label htmlFor="f-to" className={label}>
            Travel to
          </label>
          <DisplayDateInput id="f-to" name="to" defaultValue={value('to')} className={input} />
        </div>
        <div>
          <label htmlFor="f-when" className={label}>
            Dates
          </label>
          <select id="f-when" name="when" defaultValue={value('when')} className={input}>
            <option value="">Upcoming</option>
            <option value="all">All dates</option>
          </select>
        </div>
        <div>
          <label htmlFor="f-sort" className={label}>
            Order
          </label>
          <select id="f-sort" name="sort" defaultValue={value('sort') || 'asc'} className={input}>
            <option value="asc">Soonest travel first</option>
            <option value="desc">Latest travel first</option>
          </select>
        </div>
        <div className="flex items-end gap-2 sm:col-span-5">
          <button type="submit" className={button.primary}>
            Show bookings
          </button>
        </div>
      </Form>
    </details>
  )
}

import { bookingStatusLabels, type BookingStatusCode } from '@serendib/domain/booking-status'
import { SITE_CHANNEL } from '@serendib/domain/supplier-bookings'
import { Form } from 'react-router'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
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
  const { t } = usePortalI18n()
  const value = (name: string) => params.get(name) ?? ''
  const active = ['q', 'status', 'tour', 'channel', 'from', 'to', 'when'].some((k) => value(k))
  return (
    <details
      open={active || undefined}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {t('filters.summary')}
        {active ? t('filters.on') : ''}
      </summary>
      <Form
        method="get"
        role="search"
        aria-label={t('filters.label')}
        className="mt-3 grid gap-3 sm:grid-cols-6"
      >
        <div className="sm:col-span-2">
          <label htmlFor="f-q" className={label}>
            {t('filters.q')}
          </label>
          <input id="f-q" name="q" type="search" defaultValue={value('q')} className={input} />
        </div>
        <div>
          <label htmlFor="f-status" className={label}>
            {t('filters.status')}
          </label>
          <select id="f-status" name="status" defaultValue={value('status')} className={input}>
            <option value="">{t('filters.any')}</option>
            {Object.keys(bookingStatusLabels).map((code) => (
              <option key={code} value={code}>
                {t(`status.${Number(code) as BookingStatusCode}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-tour" className={label}>
            {t('filters.tour')}
          </label>
          <select id="f-tour" name="tour" defaultValue={value('tour')} className={input}>
            <option value="">{t('filters.allTours')}</option>
            {tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.title || t('common.untitledTour')}
              </option>
            ))}
          </select>
        </div>
        {channels.length > 0 || value('channel') ? (
          <div>
            <label htmlFor="f-channel" className={label}>
              {t('filters.soldBy')}
            </label>
            <select id="f-channel" name="channel" defaultValue={value('channel')} className={input}>
              <option value="">{t('filters.allChannels')}</option>
              <option value={SITE_CHANNEL}>{t('filters.site')}</option>
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
            {t('filters.from')}
          </label>
          <DisplayDateInput
            id="f-from"
            name="from"
            defaultValue={value('from')}
            className={input}
            pickerLabel={t('editor.openCalendar')}
            placeholder={t('common.datePlaceholder')}
          />
        </div>
        <div>
          <label htmlFor="f-to" className={label}>
            {t('filters.to')}
          </label>
          <DisplayDateInput
            id="f-to"
            name="to"
            defaultValue={value('to')}
            className={input}
            pickerLabel={t('editor.openCalendar')}
            placeholder={t('common.datePlaceholder')}
          />
        </div>
        <div>
          <label htmlFor="f-when" className={label}>
            {t('filters.dates')}
          </label>
          <select id="f-when" name="when" defaultValue={value('when')} className={input}>
            <option value="">{t('filters.upcoming')}</option>
            <option value="all">{t('filters.allDates')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="f-sort" className={label}>
            {t('filters.order')}
          </label>
          <select id="f-sort" name="sort" defaultValue={value('sort') || 'asc'} className={input}>
            <option value="asc">{t('filters.soonest')}</option>
            <option value="desc">{t('filters.latest')}</option>
          </select>
        </div>
        <div className="flex items-end gap-2 sm:col-span-5">
          <button type="submit" className={button.primary}>
            {t('filters.show')}
          </button>
        </div>
      </Form>
    </details>
  )
}

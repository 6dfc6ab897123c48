import type { ManifestDay } from '@serendib/domain/api/supplier-manifest'
import type { CheckInResult } from '@serendib/domain/api/vouchers'
import { useState } from 'react'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { hasVoucher, voucherPath } from '@serendib/domain/vouchers'
import { Form, Link, useSearchParams } from 'react-router'
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  button,
  input,
  label,
} from '../../components/supplier/ui'
import { DisplayDateInput } from '../../components/ui/display-date-input'
import { useSnackbar } from '../../components/ui/snackbar'
import { downloadWithSession } from '../../lib/supplier/download'
import { BookingAnswers } from '../../components/supplier/bookings/booking-answers'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/manifest'
import { ManifestCrews } from '../../components/supplier/team/manifest-crews'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'manifest.title')
}

const validDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)

/** Check in a guest from the trip sheet (the same call as scanning the voucher). */
function CheckInButton({ reference, onDone }: { reference: string; onDone: () => void }) {
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [busy, setBusy] = useState(false)
  async function checkIn() {
    setBusy(true)
    const reply = await supplierApi.post<CheckInResult>('/api/supplier/check-in', { code: reference })
    setBusy(false)
    snackbar(say(reply.message ?? ''), reply.ok ? 'success' : 'error')
    if (reply.ok && reply.data.outcome !== 'other_day') onDone()
  }
  return (
    <button
      type="button"
      className={`${button.small} min-h-11 print:hidden`}
      aria-label={t('manifest.checkInLabel', { reference })}
      disabled={busy}
      onClick={checkIn}
    >
      {t('checkIn.checkIn')}
    </button>
  )
}

function TourSheet({
  tour,
  date,
  supplier,
  onChange,
  first,
}: {
  tour: ManifestDay['tours'][number]
  date: string
  supplier: string
  onChange: () => void
  /** The first sheet's printed heading is the printout's one level-one heading. */
  first: boolean
}) {
  // On screen the page header's h1 names the page; in print that header is hidden.
  const PrintHeading = first ? 'h1' : 'p'
  // `day`: "Friday 11/12/2026" in English, the day a printed sheet is for.
  const { t, date: dateText, day, time, party } = usePortalI18n()
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:mb-0 print:break-after-page print:border-0 print:p-0 print:shadow-none">
      {/* Each printed page (one per tour) says whose manifest and which day it is (issue 29 point 8). */}
      <PrintHeading
        className="mb-2 hidden border-b border-black pb-1 text-sm font-semibold print:block"
        data-print-heading
      >
        {t('manifest.printHeading', { supplier, day: day(date) })}
      </PrintHeading>
      <h2 className="text-lg font-bold text-slate-900">
        {tour.tour.title}
        {tour.start_time ? ` · ${tour.start_time}` : ''}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {dateText(date)} · {t('common.travellersCount', { count: tour.pax })}
      </p>
      {tour.points.map((point) => (
        <div key={point.point} className="mb-4">
          <h3 className="mb-1 text-sm font-bold text-brand-800 print:text-black">{point.point}</h3>
          <ul className="grid gap-2">
            {point.bookings.map((b) => (
              <li
                key={b.id}
                className="rounded-lg border border-slate-200 p-2 text-sm print:break-inside-avoid"
              >
                <p className="font-semibold">
                  {b.pickup_time ? `${b.pickup_time} · ` : ''}
                  {b.lead_traveller}{' '}
                  <span className="font-normal text-slate-600">({b.booking_reference})</span>
                  {b.channel ? (
                    <span className="font-normal text-slate-600">
                      {' '}
                      · {t('common.via', { channel: b.channel })}
                    </span>
                  ) : null}
                </p>
                <p>
                  {party(b)} ·{' '}
                  <a href={`tel:${b.phone.replace(/\s/g, '')}`} className="underline">
                    {b.phone}
                  </a>
                </p>
                {b.option_label ? (
                  <p className="font-semibold text-slate-900" data-option-label>
                    {b.option_label}
                  </p>
                ) : null}
                {b.pickup_details ? <p className="text-slate-700">{b.pickup_details}</p> : null}
                {/* Who drives whom (decision 074): every vehicle with its driver-guide. */}
                <ManifestCrews crews={b.crews} />
                {b.notes ? (
                  <p className="text-slate-700 italic">{t('manifest.note', { note: b.notes })}</p>
                ) : null}
                <BookingAnswers answers={b.answers} compact />
                {b.status === 0 ? (
                  <p className="font-semibold text-amber-900">{t('status.awaiting')}</p>
                ) : null}
                <div className="flex items-center justify-between gap-3">
                  <p
                    className={
                      b.checked_in_at
                        ? 'font-semibold text-green-800'
                        : b.no_show_at
                          ? 'font-semibold text-red-800'
                          : 'text-slate-600'
                    }
                  >
                    {b.checked_in_at
                      ? t('manifest.checkedIn', { time: time(b.checked_in_at) })
                      : b.no_show_at
                        ? t('manifest.noShow')
                        : t('attendance.notCheckedIn')}
                  </p>
                  {b.status === 1 && !b.checked_in_at && !b.no_show_at ? (
                    <CheckInButton reference={b.booking_reference} onDone={onChange} />
                  ) : null}
                  {hasVoucher(b.status) ? (
                    <Link
                      to={voucherPath(b.booking_reference)}
                      aria-label={t('manifest.voucherLabel', { reference: b.booking_reference })}
                      className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline print:hidden"
                    >
                      {t('common.voucher')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/** /supplier/manifest?date=: who to pick up, where and when; printable (one A4 page per tour) and as CSV. */
export default function SupplierManifest() {
  const [params] = useSearchParams()
  const snackbar = useSnackbar()
  const { t, date: dateText, locale } = usePortalI18n()
  const date = validDate(params.get('date')) ?? addDays(todayInColombo(), 1)
  const day = useApiData<ManifestDay>(`/api/supplier/manifest?date=${date}`)
  async function csv() {
    const problem = await downloadWithSession(
      `/api/supplier/manifest.csv?date=${date}${locale === 'en' ? '' : `&lang=${locale}`}`,
      `manifest-${date}.csv`,
    )
    if (problem) snackbar(problem, 'error')
  }
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={t('manifest.heading')}
          description={dateText(date)}
          actions={
            <>
              <button type="button" className={button.secondary} onClick={() => window.print()}>
                {t('manifest.print')}
              </button>
              <button type="button" className={button.secondary} onClick={csv}>
                {t('manifest.csv')}
              </button>
            </>
          }
        />
        <Form method="get" className="mb-4 flex items-end gap-2">
          <div>
            <label htmlFor="manifest-date" className={label}>
              {t('manifest.day')}
            </label>
            <DisplayDateInput
              key={date}
              id="manifest-date"
              name="date"
              defaultValue={date}
              className={input}
              pickerLabel={t('manifest.calendar')}
              placeholder={t('common.datePlaceholder')}
            />
          </div>
          <button type="submit" className={button.primary}>
            {t('manifest.show')}
          </button>
        </Form>
      </div>
      {day.state === 'loading' ? <LoadingState label={t('manifest.loading')} /> : null}
      {day.state === 'error' ? <ErrorState message={day.message} onRetry={day.reload} /> : null}
      {day.state === 'ready' ? (
        day.data.tours.length === 0 ? (
          <EmptyState>{t('manifest.none', { date: dateText(date) })}</EmptyState>
        ) : (
          day.data.tours.map((tour, index) => (
            <TourSheet
              key={`${tour.tour.id}-${tour.start_time ?? ''}`}
              first={index === 0}
              tour={tour}
              date={date}
              supplier={day.data.supplier}
              onChange={day.reload}
            />
          ))
        )
      ) : null}
    </>
  )
}

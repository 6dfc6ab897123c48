import { AmendmentMessages } from '@serendib/domain/amendments'
import type { AmendQuoteJson } from '@serendib/domain/api/account'
import type { ApiSuccess } from '@serendib/domain/catalogue-api'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import type { AvailableTime } from '@serendib/domain/api/supplier-tours'
import { Messages } from '@serendib/domain/messages'
import { useEffect, useId, useRef, useState } from 'react'
import type { AccountBooking } from '../../lib/account-bookings'
import {
  amendBlocker,
  amendFormFrom,
  amendRequestBody,
  isSameAsBooking,
} from '../../lib/account-bookings-amend'
import { authedApi } from '../../lib/auth-session'
import {
  checkBookingForm,
  earliestDate,
  type BookingFormValues,
  type CostRequest,
} from '../../lib/booking-form'
import { costKey, useCostEstimate } from '../../lib/cost-estimate'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import { serverMessage } from '../../lib/reply-messages'
import { dialogPrimary, dialogSecondary } from '../ui/modal-dialog'
import { useSnackbar } from '../ui/snackbar'
import { START_TIME_REQUIRED, StartTimeField } from '../ui/start-time-field'
import { BookingDateField, PickupLocationField } from '../ui/booking-fields'
import { TravellerCounts } from '../ui/traveller-counts'
import { ProblemAlert } from './account-alerts'
import { ToBalance } from './amend-to-balance'
import { useBalanceText } from '../../lib/amend-i18n'

type AmendQuoteState =
  { key: string; ok: true; quote: AmendQuoteJson } | { key: string; ok: false; message: string }

/**
 * The amended price for a request the cost estimate accepted (issue 30): the server prices it
 * from the booking's own price and deal, charging only the change, exactly as sending it would.
 */
function useAmendQuote(bookingId: number, request: CostRequest | null): AmendQuoteState | null {
  const [state, setState] = useState<AmendQuoteState | null>(null)
  const key = request ? costKey(request) : null
  const requestRef = useRef(request)
  requestRef.current = request
  useEffect(() => {
    const asked = requestRef.current
    if (!key || !asked) return
    let live = true
    void authedApi
      .post<ApiSuccess<AmendQuoteJson>>('/api/booking/ammend/quote', amendRequestBody(bookingId, asked, 0))
      .then((reply) => {
        if (!live || reply.status === 401) return
        setState(
          reply.ok
            ? { key, ok: true, quote: reply.body.data }
            : {
                key,
                ok: false,
                message: serverMessage(reply.status, reply.body) ?? Messages.amendmentFailed,
              },
        )
      })
    return () => {
      live = false
    }
  }, [bookingId, key])
  return state
}

/**
 * The amend form: the booking panel's fields (spec §2: date, pick-up location, the counts the
 * tour takes), priced live by the server; the balance is the new amount minus what was paid.
 */
export function AmendForm({
  booking,
  activity,
  onCancel,
  onSent,
}: {
  booking: AccountBooking
  activity: ActivityDetail
  onCancel: () => void
  onSent: () => void
}) {
  const id = useId()
  const { t, money } = useTranslator()
  const tm = useSpecMessage()
  const showSnackbar = useSnackbar()
  const adultsRef = useRef<HTMLSelectElement>(null)
  const startTimeRef = useRef<HTMLSelectElement>(null)
  // Tours with start times (issue 13): the new day's starts, as the last estimate gave them.
  const [times, setTimes] = useState<AvailableTime[] | null>(null)
  const [form, setForm] = useState<BookingFormValues>(() => {
    const start = amendFormFrom(booking)
    // A pick-up point the tour no longer offers must be chosen again.
    const offered = activity.pickup_locations.some((place) => String(place.id) === start.locationId)
    return offered ? start : { ...start, locationId: '' }
  })
  const [serverMinDate, setServerMinDate] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const check = checkBookingForm(form, activity, undefined, serverMinDate)
  const request = check.ok ? check.request : null
  const estimate = useCostEstimate(request, (_asked, result) => {
    const minDate = result.ok ? result.quote.min_date : result.minDate
    if (minDate) setServerMinDate(minDate)
    if (!result.ok && result.aborted) return
    setTimes((result.ok ? result.quote.available_times : result.availableTimes) ?? null)
  })
  const currentKey = request ? costKey(request) : null
  const current = estimate.status !== 'idle' && estimate.key === currentKey ? estimate : null
  const amount = current?.status === 'ok' ? current.quote : null
  const unchanged = request !== null && isSameAsBooking(request, booking)
  const blocker = amendBlocker(booking)
  const priced = useAmendQuote(booking.id, current?.status === 'ok' && request ? request : null)
  const amendQuote = priced && priced.key === currentKey ? priced : null
  const balanceLine = useBalanceText()

  function update(patch: Partial<BookingFormValues>) {
    setForm((before) => ({ ...before, ...patch }))
    setProblem(null)
  }

  async function send() {
    if (loading) return
    if (!check.ok) return setProblem(check.message)
    if (times && times.length > 0 && !form.startTime) {
      startTimeRef.current?.focus()
      return setProblem(START_TIME_REQUIRED)
    }
    if (unchanged) return setProblem(AmendmentMessages.nothingChanged)
    if (!amount || !amendQuote?.ok)
      return setProblem(current?.status === 'error' ? current.message : t('amend.waitForPrice'))
    setLoading(true)
    setProblem(null)
    const reply = await authedApi.post(
      '/api/booking/ammend',
      amendRequestBody(booking.id, check.request, amendQuote.quote.amount_cents / 100),
    )
    setLoading(false)
    // 401: the session is over and the browser is on its way to /.
    if (reply.status === 401) return
    if (!reply.ok) return setProblem(serverMessage(reply.status, reply.body) ?? Messages.amendmentFailed)
    showSnackbar(tm(Messages.amendmentSent), 'success')
    onSent()
  }

  return (
    <form
      noValidate
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      className="flex flex-col gap-4"
    >
      {blocker ? <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{tm(blocker)}</p> : null}
      <BookingDateField
        id={`${id}-date`}
        label={t('amend.travelDate')}
        value={form.date}
        // Another day has other starts: the traveller chooses again from the new estimate.
        onChange={(date) => update(date === form.date ? { date } : { date, startTime: '' })}
        minDate={() => earliestDate(activity, serverMinDate)}
        invalid={!check.ok && check.field === 'date' && form.date.length === 10}
      />
      {times && times.length > 0 ? (
        <StartTimeField
          id={`${id}-start`}
          times={times}
          value={form.startTime ?? ''}
          onChange={(startTime) => update({ startTime })}
          invalid={problem === START_TIME_REQUIRED}
          selectRef={startTimeRef}
        />
      ) : null}
      <PickupLocationField
        id={`${id}-location`}
        locations={activity.pickup_locations}
        value={form.locationId}
        onChange={(locationId) => update({ locationId })}
        startTime={form.startTime}
        prompt
      />
      <TravellerCounts
        activity={activity}
        idPrefix={id}
        values={form}
        adultsInvalid={!check.ok && check.field === 'adults'}
        adultsRef={adultsRef}
        onChange={(band, count) => update({ [band]: count })}
      />
      <div aria-live="polite" className="min-h-14 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        {!check.ok ? (
          <p className="text-slate-700">{tm(check.message)}</p>
        ) : !current || current.status === 'loading' ? (
          <p className="text-slate-700">{t('amend.working')}</p>
        ) : current.status === 'error' ? (
          <p className="font-medium text-red-700">{tm(current.message)}</p>
        ) : !amendQuote ? (
          <p className="text-slate-700">{t('amend.working')}</p>
        ) : !amendQuote.ok ? (
          <p className="font-medium text-red-700">{tm(amendQuote.message)}</p>
        ) : (
          <dl className="flex flex-col gap-1">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">{t('amend.paidSoFar')}</dt>
              <dd className="text-slate-900">{money(booking.payment_amount_cents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="font-semibold text-slate-800">{t('amend.newTotal')}</dt>
              <dd className="text-xl font-extrabold text-slate-900" data-amend-amount>
                {money(amendQuote.quote.amount_cents)}
              </dd>
            </div>
            {amendQuote.quote.to_balance ? (
              <ToBalance change={amendQuote.quote.to_balance} />
            ) : (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">{t('amend.balance')}</dt>
                <dd className="font-semibold text-slate-900" data-amend-balance>
                  {balanceLine(amendQuote.quote.balance_amount_cents)}
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
      <ProblemAlert problem={problem} />
      <p className="text-xs text-slate-600">{t('amend.note')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={dialogSecondary}>
          {t('amend.cancel')}
        </button>
        <button type="submit" disabled={loading || blocker !== null} className={dialogPrimary}>
          {loading ? t('amend.sending') : t('amend.send')}
        </button>
      </div>
    </form>
  )
}

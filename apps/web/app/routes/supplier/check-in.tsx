import type { CheckInResult } from '@serendib/domain/api/vouchers'
import { todayInColombo } from '@serendib/domain/dates'
import { useCallback, useRef, useState } from 'react'
import { RecentStarts } from '../../components/supplier/bookings/recent-starts'
import { usePortalRole } from '../../lib/supplier/portal-role'
import { CameraScanner } from '../../components/supplier/bookings/camera-scanner'
import { button, input, label, PageHeader } from '../../components/supplier/ui'
import { portalMeta, usePortalI18n, type PortalTranslator } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import type { Route } from './+types/check-in'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'checkIn.title')
}

type Outcome =
  | { ok: true; message: string; result: CheckInResult; code: string; anyway: boolean }
  | { ok: false; message: string }
  | null

/**
 * The answer's headline: the server's sentence in English (spec wording), the same facts in the
 * portal's words in Sinhala and Tamil. Refusals stay the server's (English) sentence.
 */
function headline(i18n: PortalTranslator, outcome: Extract<Outcome, { ok: true }>): string {
  const { t, locale, day, time } = i18n
  const r = outcome.result
  if (locale === 'en') return outcome.message
  if (r.outcome === 'other_day')
    return t('checkIn.otherDay', { day: day(r.start_date), today: day(todayInColombo()) })
  if (r.outcome === 'already_checked_in')
    return t('checkIn.already', { at: r.checked_in_at ? time(r.checked_in_at) : '' })
  return outcome.anyway ? t('checkIn.checkedInOtherDay', { day: day(r.start_date) }) : t('checkIn.checkedIn')
}

const outcomeStyle: Record<CheckInResult['outcome'], string> = {
  checked_in: 'border-green-300 bg-green-50 text-green-950',
  already_checked_in: 'border-amber-300 bg-amber-50 text-amber-950',
  other_day: 'border-amber-400 bg-amber-50 text-amber-950',
}

/**
 * /supplier/check-in: type the reference or paste/scan the voucher's code (a phone's QR reader
 * or a hardware scanner types into the field and presses Enter). The answer is announced. A
 * voucher for another day records nothing until "Check in anyway" sends it again (issue 29).
 */
export default function SupplierCheckIn() {
  const i18n = usePortalI18n()
  // A refusal (unknown code, forged voucher…) in the page's language.
  const say = useServerMessage()
  const { t, date } = i18n
  const role = usePortalRole()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  // A scan changes the list of recent starts: a new key loads it again.
  const [scans, setScans] = useState(0)
  const field = useRef<HTMLInputElement>(null)
  async function submit(value = code, confirmOtherDay = false) {
    setBusy(true)
    const reply = await supplierApi.post<CheckInResult>('/api/supplier/check-in', {
      code: value,
      confirm_other_day: confirmOtherDay,
    })
    setBusy(false)
    setOutcome(
      reply.ok
        ? { ok: true, message: reply.message ?? '', result: reply.data, code: value, anyway: confirmOtherDay }
        : reply,
    )
    // A question keeps the code until it is answered; anything else is done with it.
    if (reply.ok && reply.data.outcome !== 'other_day') setCode('')
    setScans((n) => n + 1)
    if (!(reply.ok && reply.data.outcome === 'other_day')) field.current?.focus()
  }
  const asking = outcome?.ok && outcome.result.outcome === 'other_day' ? outcome : null
  const scanned = useCallback((value: string) => {
    setCode(value)
    void submit(value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit reads only its argument here
  }, [])
  return (
    <>
      <PageHeader title={t('checkIn.heading')} description={t('checkIn.intro')} />
      <CameraScanner onCode={scanned} />
      <form
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <div className="flex-1">
          <label htmlFor="check-in-code" className={label}>
            {t('checkIn.code')}
          </label>
          <input
            ref={field}
            id="check-in-code"
            className={input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value)}
            required
          />
        </div>
        <button type="submit" className={button.primary} disabled={busy || !code.trim()}>
          {busy ? t('checkIn.checking') : t('checkIn.checkIn')}
        </button>
      </form>
      <div aria-live="assertive">
        {outcome?.ok ? (
          <div
            className={`rounded-xl border p-4 ${outcomeStyle[outcome.result.outcome]}`}
            data-check-in-outcome={outcome.result.outcome}
          >
            <p className="text-lg font-bold">{headline(i18n, outcome)}</p>
            <p>
              {t('checkIn.who', { lead: outcome.result.lead_traveller, pax: outcome.result.pax })}
              {outcome.result.channel ? ` · ${t('common.via', { channel: outcome.result.channel })}` : ''}
            </p>
            <p className="text-sm">
              {outcome.result.tour} · {date(outcome.result.start_date)}
              {outcome.result.start_time ? t('checkIn.starts', { time: outcome.result.start_time }) : ''}
              {outcome.result.pickup_time
                ? t('checkIn.pickup', { time: outcome.result.pickup_time })
                : ''} · {outcome.result.booking_reference}
            </p>
            {asking ? (
              <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                <button
                  type="button"
                  className={button.primary}
                  disabled={busy}
                  onClick={() => void submit(asking.code, true)}
                >
                  {busy ? t('checkIn.checkingIn') : t('checkIn.anyway')}
                </button>
                <button
                  type="button"
                  className={button.secondary}
                  disabled={busy}
                  onClick={() => {
                    setOutcome(null)
                    setCode('')
                    field.current?.focus()
                  }}
                >
                  {t('checkIn.doNot')}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
        {outcome && !outcome.ok ? (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
          >
            {say(outcome.message)}
          </p>
        ) : null}
      </div>
      {/* The no-show window's list is the office's (guides and drivers work from their trip sheet). */}
      {role === 'owner' || role === 'office' ? (
        <div className="mt-6">
          <RecentStarts key={scans} />
        </div>
      ) : null}
    </>
  )
}

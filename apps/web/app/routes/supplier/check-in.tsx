import type { CheckInResult } from '@serendib/domain/api/vouchers'
import { formatDisplayDate } from '@serendib/domain/dates'
import { useCallback, useRef, useState } from 'react'
import { RecentStarts } from '../../components/supplier/bookings/recent-starts'
import { CameraScanner } from '../../components/supplier/bookings/camera-scanner'
import { button, input, label, PageHeader } from '../../components/supplier/ui'
import { supplierApi } from '../../lib/supplier/supplier-api'

export function meta() {
  return [{ title: 'Check-in · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

type Outcome =
  { ok: true; message: string; result: CheckInResult; code: string } | { ok: false; message: string } | null

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
    setOutcome(reply.ok ? { ok: true, message: reply.message ?? '', result: reply.data, code: value } : reply)
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
      <PageHeader
        title="Check-in"
        description="Scan the traveller's voucher QR code or type the booking reference."
      />
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
            Voucher code or reference
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
          {busy ? 'Checking…' : 'Check in'}
        </button>
      </form>
      <div aria-live="assertive">
        {outcome?.ok ? (
          <div
            className={`rounded-xl border p-4 ${outcomeStyle[outcome.result.outcome]}`}
            data-check-in-outcome={outcome.result.outcome}
          >
            <p className="text-lg font-bold">{outcome.message}</p>
            <p>
              {outcome.result.lead_traveller} · {outcome.result.pax} travellers
              {outcome.result.channel ? ` · via ${outcome.result.channel}` : ''}
            </p>
            <p className="text-sm">
              {outcome.result.tour} · {formatDisplayDate(outcome.result.start_date)}
              {outcome.result.start_time ? `, starts ${outcome.result.start_time}` : ''}
              {outcome.result.pickup_time ? `, pick-up ${outcome.result.pickup_time}` : ''} ·{' '}
              {outcome.result.booking_reference}
            </p>
            {asking ? (
              <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                <button
                  type="button"
                  className={button.primary}
                  disabled={busy}
                  onClick={() => void submit(asking.code, true)}
                >
                  {busy ? 'Checking in…' : 'Check in anyway'}
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
                  Do not check in
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
            {outcome.message}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        <RecentStarts key={scans} />
      </div>
    </>
  )
}

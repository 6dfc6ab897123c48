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

type Outcome = { ok: true; message: string; result: CheckInResult } | { ok: false; message: string } | null

/**
 * /supplier/check-in: type the reference or paste/scan the voucher's code (a phone's QR reader
 * or a hardware scanner types into the field and presses Enter). The answer is announced.
 */
export default function SupplierCheckIn() {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  // A scan changes the list of recent starts: a new key loads it again.
  const [scans, setScans] = useState(0)
  const field = useRef<HTMLInputElement>(null)
  async function submit(value = code) {
    setBusy(true)
    const reply = await supplierApi.post<CheckInResult>('/api/supplier/check-in', { code: value })
    setBusy(false)
    setOutcome(reply.ok ? { ok: true, message: reply.message ?? 'Checked in.', result: reply.data } : reply)
    if (reply.ok) setCode('')
    setScans((n) => n + 1)
    field.current?.focus()
  }
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
            className={`rounded-xl border p-4 ${outcome.result.first_time ? 'border-green-300 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
          >
            <p className="text-lg font-bold">{outcome.message}</p>
            <p>
              {outcome.result.lead_traveller} · {outcome.result.pax} travellers
              {outcome.result.channel ? ` · via ${outcome.result.channel}` : ''}
            </p>
            <p className="text-sm">
              {outcome.result.tour} · {formatDisplayDate(outcome.result.start_date)} ·{' '}
              {outcome.result.booking_reference}
            </p>
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

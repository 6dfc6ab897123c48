import type { QuoteJson } from '@serendib/domain/api/quotes'
import { QUOTE_TEXT_MAX } from '@serendib/domain/quotes'
import { useId, useState } from 'react'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useQuoteMessage } from '../../../lib/supplier/quote-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { button } from '../ui'

/**
 * The supplier turns a request (or an open quote) down (decision 079): asked once more, with an
 * optional reason that goes to the traveller's mail and the thread. Nothing changes until the
 * second button; the traveller is told in the language they asked in.
 */
export function DeclineRequest({
  quote,
  onDeclined,
}: {
  quote: QuoteJson
  onDeclined: (q: QuoteJson) => void
}) {
  const { t } = usePortalI18n()
  const say = useQuoteMessage()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (!open)
    return (
      <div className="mt-4">
        <button type="button" className={button.secondary} onClick={() => setOpen(true)} data-quote-decline>
          {t('quotes.declineRequest')}
        </button>
      </div>
    )

  async function decline() {
    setBusy(true)
    setError(null)
    const reply = await supplierApi.post<QuoteJson>(`/api/supplier/quotes/${quote.id}/decline`, { reason })
    setBusy(false)
    if (reply.ok) onDeclined(reply.data)
    else setError(say(reply.message))
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('quotes.declineTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('quotes.declineText')}</p>
      <label htmlFor={`${id}-reason`} className="mt-3 block text-sm font-semibold text-slate-800">
        {t('quotes.declineReason')}
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={QUOTE_TEXT_MAX}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={button.primary} onClick={decline} disabled={busy} aria-busy={busy}>
          {busy ? t('quotes.sending') : t('quotes.declineYes')}
        </button>
        <button type="button" className={button.secondary} onClick={() => setOpen(false)} disabled={busy}>
          {t('quotes.declineKeep')}
        </button>
      </div>
    </section>
  )
}

import type { BookingMessageJson } from '@serendib/domain/booking-json'
import { useState } from 'react'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { useApiData } from '../../../lib/supplier/use-api-data'
import { button, ErrorState, LoadingState, Panel, textarea } from '../ui'

/** The booking's existing message thread with the customer (/api/supplier/bookings/:id/comments). */
export function BookingThread({ bookingId }: { bookingId: number }) {
  const thread = useApiData<BookingMessageJson[]>(`/api/supplier/bookings/${bookingId}/comments`)
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { t, dateTime } = usePortalI18n()
  const say = useServerMessage()
  async function send() {
    setBusy(true)
    const reply = await supplierApi.post<BookingMessageJson>(`/api/supplier/bookings/${bookingId}/comments`, {
      message: text,
    })
    setBusy(false)
    if (!reply.ok) return setError(say(reply.message))
    setError('')
    setText('')
    thread.reload()
  }
  return (
    <Panel title={t('thread.title')} id="messages">
      {thread.state === 'loading' ? <LoadingState label={t('thread.loading')} /> : null}
      {thread.state === 'error' ? <ErrorState message={thread.message} onRetry={thread.reload} /> : null}
      {thread.state === 'ready' ? (
        thread.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('thread.none')}</p>
        ) : (
          <ol className="mb-3 grid gap-2">
            {thread.data.map((m) => (
              <li key={m.id} className="rounded-lg bg-slate-50 p-2 text-sm">
                <span className="font-semibold">{m.user.first_name}</span>{' '}
                <span className="text-xs text-slate-500">{dateTime(m.created_at)}</span>
                <p className="whitespace-pre-wrap">{m.message}</p>
              </li>
            ))}
          </ol>
        )
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        <label htmlFor="thread-message" className="sr-only">
          {t('thread.label')}
        </label>
        <textarea
          id="thread-message"
          className={textarea}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'thread-error' : undefined}
        />
        {error ? (
          <p id="thread-error" role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${button.primary} mt-2`} disabled={busy || !text.trim()}>
          {t('thread.send')}
        </button>
      </form>
    </Panel>
  )
}

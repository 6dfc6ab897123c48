import type { QuoteJson } from '@serendib/domain/api/quotes'
import { QUOTE_TEXT_MAX } from '@serendib/domain/quotes'
import { useId, useState, type FormEvent } from 'react'

export interface ThreadLabels {
  title: string
  empty: string
  /** Who wrote a message, from the reader's side ("You", "Operator"). */
  mine: string
  theirs: string
  field: string
  send: string
  sending: string
}

/**
 * A quote's message thread (decision 079), for the traveller's page and the supplier's: the
 * messages as plain text, oldest first, and a form to write one. `send` answers an error for the
 * field, or null once sent; the labels come from each area's own catalogue.
 */
export function QuoteThread({
  messages,
  me,
  labels,
  stamp,
  closed,
  send,
}: {
  messages: QuoteJson['messages']
  me: 'traveller' | 'supplier'
  labels: ThreadLabels
  stamp: (iso: string) => string
  closed: boolean
  send: (message: string) => Promise<string | null>
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const problem = await send(text)
    setBusy(false)
    setError(problem)
    if (problem) document.getElementById(`${id}-message`)?.focus()
    else setText('')
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-bold text-slate-900">
        {labels.title}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{labels.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-quote-thread>
          {messages.map((m) => (
            <li
              key={m.id}
              className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${
                m.from === me
                  ? 'self-end bg-brand-50 text-slate-900'
                  : 'self-start bg-slate-100 text-slate-900'
              }`}
            >
              <p className="text-xs font-semibold text-slate-600">
                {m.from === me ? labels.mine : labels.theirs} ·{' '}
                <time dateTime={m.created_at}>{stamp(m.created_at)}</time>
              </p>
              <p className="break-words whitespace-pre-line">{m.message}</p>
            </li>
          ))}
        </ol>
      )}
      {closed ? null : (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-800">
            {labels.field}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={QUOTE_TEXT_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="inline-flex h-11 items-center justify-center self-start rounded-lg border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {busy ? labels.sending : labels.send}
          </button>
        </form>
      )}
    </section>
  )
}

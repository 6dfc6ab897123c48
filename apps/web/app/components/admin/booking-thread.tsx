import type { AdminBookingDetail } from '@serendib/domain/api/admin-bookings'
import { useState, type FormEvent } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { button, input } from './page-header'

type Message = AdminBookingDetail['messages'][number]

/** The booking's messages as admins see them (hidden text too), with hide/show and a reply box. */
export function BookingThread({ booking, reload }: { booking: AdminBookingDetail; reload: () => void }) {
  const notify = useSnackbar()
  const [hiding, setHiding] = useState<Message | null>(null)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)

  async function reply(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const answer = await adminApi.post(`/api/admin/bookings/${booking.id}/comments`, { message: text })
    setBusy(false)
    if (!answer.ok) return notify(answer.message, 'error')
    setText('')
    notify(answer.message ?? 'Message sent...', 'success')
    reload()
  }

  async function show(message: Message) {
    const answer = await adminApi.post(`/api/admin/messages/${message.id}/unhide`)
    if (!answer.ok) return notify(answer.message, 'error')
    notify(answer.message ?? 'Shown', 'success')
    reload()
  }

  return (
    <>
      {booking.messages.length === 0 ? (
        <p className="mb-3 text-sm text-slate-600">No messages on this booking yet.</p>
      ) : null}
      <ol className="mb-4 flex flex-col gap-2">
        {booking.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg border p-3 text-sm ${m.hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}
          >
            <div className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
              <span>
                <strong className="text-slate-800">{m.user.first_name || m.user.user_role}</strong> (
                {m.user.user_role}) · {dateTime(m.created_at)}
                {m.hidden ? <strong className="ml-2 text-red-700">Hidden from the customer</strong> : null}
              </span>
              {m.hidden ? (
                <button type="button" className={button.small} onClick={() => void show(m)}>
                  Show again
                </button>
              ) : (
                <button type="button" className={button.small} onClick={() => setHiding(m)}>
                  Hide
                </button>
              )}
            </div>
            <p className="break-words whitespace-pre-wrap">{m.message}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={reply} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="admin-reply" className="sr-only">
          Reply to the customer
        </label>
        <textarea
          id="admin-reply"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          rows={2}
          placeholder="Reply to the customer"
          className={`${input} h-auto py-2`}
        />
        <button type="submit" disabled={busy || !text.trim()} className={button.primary}>
          Send
        </button>
      </form>
      <ConfirmDialog
        open={hiding !== null}
        title="Hide this message"
        confirmLabel="Hide message"
        danger
        onClose={() => setHiding(null)}
        description="The customer and the supplier will read '*Removed by admin' instead. You can show it again later."
        onConfirm={async () => {
          const answer = await adminApi.post(`/api/admin/messages/${hiding!.id}/hide`)
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Hidden', 'success')
          reload()
          return null
        }}
      />
    </>
  )
}

import { useId, useState } from 'react'
import { COMMENT_MAX_LENGTH, commentProblem, type CommentRecipient } from '@serendib/domain/booking-comments'
import { messageRecipients } from '../../lib/account-bookings'
import { authedApi } from '../../lib/auth-session'
import { serverMessage } from '../../lib/reply-messages'
import { useSnackbar } from '../ui/snackbar'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import type { MessageId } from '@serendib/domain/i18n/messages/en'

/** Ours: the spec words no failed send. */
export const MESSAGE_FAILED = 'Could not send the message'

const recipientLabels = {
  supplier: 'acct.supplier',
  admin: 'acct.serendibAdmin',
} as const satisfies Record<CommentRecipient, MessageId>

/**
 * Spec §2/§7 message form: the recipient (the supplier only when contactable, the admin always)
 * and the text; after sending the thread is read again (`onSent`).
 */
export function MessagesForm({
  bookingId,
  contactable,
  supplierName,
  onSent,
}: {
  bookingId: number
  contactable: number
  supplierName: string
  onSent: () => void
}) {
  const id = useId()
  const showSnackbar = useSnackbar()
  const recipients = messageRecipients(contactable)
  const [recipient, setRecipient] = useState<CommentRecipient>(recipients[0] ?? 'admin')
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // The booking may stop being contactable while the page is open.
  const visible = recipients.includes(recipient) ? recipient : 'admin'

  const { t } = useTranslator()
  const tm = useSpecMessage()

  async function send() {
    if (sending) return
    const message = text.trim()
    const invalid = commentProblem(message)
    if (invalid) return setProblem(invalid)
    setSending(true)
    setProblem(null)
    const reply = await authedApi.post(`/api/account/my-bookings/${bookingId}/comments`, { message, visible })
    setSending(false)
    if (reply.status === 401) return
    if (!reply.ok) {
      // Spec §8: messages appear in the snackbar; the text stays for another try.
      showSnackbar(tm(serverMessage(reply.status, reply.body) ?? t('acct.messageFailed')), 'error')
      return
    }
    setText('')
    showSnackbar(t('msg.messageSent'), 'success')
    onSent()
  }

  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      className="flex flex-col gap-3 border-t border-slate-100 pt-4"
    >
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('acct.sendTo')}</legend>
        <div className="flex flex-wrap gap-2">
          {recipients.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                name={`${id}-recipient`}
                value={choice}
                checked={visible === choice}
                onChange={() => setRecipient(choice)}
                className="accent-brand-700"
              />
              {choice === 'supplier' && supplierName
                ? `${t(recipientLabels.supplier)} (${supplierName})`
                : t(recipientLabels[choice])}
            </label>
          ))}
        </div>
        {recipients.length === 1 ? (
          <p className="mt-1 text-xs text-slate-600">{t('acct.supplierNotContactable')}</p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('acct.message')}
        </label>
        <textarea
          id={`${id}-message`}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          rows={4}
          aria-describedby={`${id}-count`}
          aria-invalid={problem !== null || undefined}
          aria-errormessage={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setProblem(null)
          }}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
        />
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600">
          {t('acct.characters', { count: text.length, max: COMMENT_MAX_LENGTH })}
        </p>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-800">
          {tm(problem)}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? t('acct.sending') : t('acct.sendMessage')}
        </button>
      </div>
    </form>
  )
}

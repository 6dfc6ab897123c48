import type { BookingMessage } from '../../lib/account-bookings'
import { messageSide } from '../../lib/account-bookings-format'
import { useTranslator } from '../../lib/i18n'
import { useInstant } from '../../lib/account-i18n'

const bubbles: Record<BookingMessage['user']['user_role'], string> = {
  customer: 'bg-slate-100 text-slate-900',
  supplier: 'bg-brand-50 text-slate-900 ring-1 ring-brand-200',
  admin: 'bg-amber-50 text-slate-900 ring-1 ring-amber-300',
}

/**
 * Spec §2 message history, oldest first: the customer's own messages on the left, the
 * supplier's (and the admin's, marked as such) on the right; hidden ones read '*Removed by admin'.
 */
export function MessagesThread({
  messages,
  supplierName,
}: {
  messages: BookingMessage[]
  supplierName: string
}) {
  const { t } = useTranslator()
  const instant = useInstant()
  if (messages.length === 0) {
    return <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{t('acct.noMessages')}</p>
  }
  return (
    <ol aria-label={t('acct.messagesAbout')} className="flex flex-col gap-3">
      {messages.map((message) => {
        const right = messageSide(message) === 'right'
        const role = message.user.user_role
        return (
          <li
            key={message.id}
            data-message-role={role}
            className={`flex flex-col gap-1 ${right ? 'items-end pl-8 sm:pl-16' : 'items-start pr-8 sm:pr-16'}`}
          >
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span className="font-semibold text-slate-800">
                {role === 'customer'
                  ? t('acct.msgYou')
                  : role === 'admin'
                    ? t('acct.msgAdmin')
                    : supplierName || t('acct.msgSupplier')}
              </span>
              {role === 'admin' ? (
                <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">
                  {t('acct.msgAdminChip')}
                </span>
              ) : null}
              <time dateTime={message.created_at}>{instant(message.created_at)}</time>
            </p>
            <p
              className={`max-w-full rounded-2xl px-4 py-2.5 break-words whitespace-pre-line ${bubbles[role] ?? bubbles.customer} ${
                message.hidden ? 'text-slate-600 italic' : ''
              }`}
            >
              {message.hidden ? t('acct.msgRemoved') : message.message}
            </p>
          </li>
        )
      })}
    </ol>
  )
}

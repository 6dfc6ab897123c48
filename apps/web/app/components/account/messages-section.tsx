import type { AccountBooking, BookingMessage } from '../../lib/account-bookings'
import { MessageIcon } from '../ui/icons-more'
import { RetryAlert } from './account-alerts'
import { DetailPanel } from './booking-details'
import { MessagesForm } from './messages-form'
import { MessagesThread } from './messages-thread'
import { useTranslator } from '../../lib/i18n'

/** Spec §2 booking detail "Message history with recipient choice". `messages` null: it could not be read. */
export function MessagesSection({
  booking,
  messages,
  onChanged,
}: {
  booking: AccountBooking
  messages: BookingMessage[] | null
  onChanged: () => void
}) {
  const supplierName = booking.activity.supplier_name
  const { t } = useTranslator()
  return (
    <DetailPanel
      name="messages"
      title={t('acct.messages')}
      icon={<MessageIcon width={20} height={20} className="text-brand-700" />}
    >
      <div className="flex flex-col gap-4">
        {messages ? (
          <MessagesThread messages={messages} supplierName={supplierName} />
        ) : (
          <RetryAlert onRetry={onChanged} />
        )}
        <MessagesForm
          bookingId={booking.id}
          contactable={booking.contactable}
          supplierName={supplierName}
          onSent={onChanged}
        />
      </div>
    </DetailPanel>
  )
}

import { Messages } from '@serendib/domain/messages'
import type { AccountBooking, BookingMessage } from '../../lib/account-bookings'
import { panel, panelHeading } from './booking-details'
import { MessageIcon } from './booking-icons'
import { MessagesForm } from './messages-form'
import { MessagesThread } from './messages-thread'

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
  return (
    <section aria-labelledby="messages-heading" className={panel}>
      <h2 id="messages-heading" className={`${panelHeading} flex items-center gap-2`}>
        <MessageIcon width={20} height={20} className="text-brand-700" />
        Messages
      </h2>
      <div className="flex flex-col gap-4">
        {messages ? (
          <MessagesThread messages={messages} supplierName={supplierName} />
        ) : (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{Messages.loadFailed}</p>
            <button type="button" onClick={onChanged} className="mt-1 text-sm underline">
              Try again
            </button>
          </div>
        )}
        <MessagesForm
          bookingId={booking.id}
          contactable={booking.contactable}
          supplierName={supplierName}
          onSent={onChanged}
        />
      </div>
    </section>
  )
}

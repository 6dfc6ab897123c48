import { bookingStatusColours, type BookingStatusCode } from '@serendib/domain/booking-status'
import { statusLabel } from '../../lib/admin/format'
import { Chip } from './data-states'

/**
 * A booking's status in the console. `label` is the API's console name (issue 29: status 0 is
 * "Awaiting payment" for an unpaid hold, "Awaiting supplier" for a paid request); the spec's
 * name otherwise.
 */
export function BookingStatusChip({ status, label }: { status: number; label?: string }) {
  const colour =
    label && status === 0 && /payment/i.test(label)
      ? 'amber'
      : (bookingStatusColours[status as BookingStatusCode] ?? 'grey')
  return (
    <Chip colour={colour}>
      <span className="whitespace-nowrap">{label ?? statusLabel(status)}</span>
    </Chip>
  )
}

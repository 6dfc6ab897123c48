import { bookingStatusColours, type BookingStatusCode } from '@serendib/domain/booking-status'
import { statusLabel } from '../../lib/admin/format'
import { Chip } from './data-states'

export function BookingStatusChip({ status }: { status: number }) {
  return (
    <Chip colour={bookingStatusColours[status as BookingStatusCode] ?? 'grey'}>{statusLabel(status)}</Chip>
  )
}

import type { AdminBookingDetail, AdminPayment } from '@serendib/domain/api/admin-bookings'
import { useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime, usd } from '../../lib/admin/format'
import { useSnackbar } from '../ui/snackbar'
import { ConfirmDialog } from './confirm-dialog'
import { Chip } from './data-states'
import { DataTable } from './data-table'
import { button } from './page-header'

const colour = { pending: 'amber', succeeded: 'green', failed: 'red', canceled: 'grey' } as const

export function PaymentStatusChip({ status }: { status: AdminPayment['status'] }) {
  return <Chip colour={colour[status]}>{status}</Chip>
}

/** A failed refund, sent to the provider again after confirmation. */
export function RetryRefundButton({ payment, onDone }: { payment: AdminPayment; onDone: () => void }) {
  const [open, setOpen] = useState(false)
  const notify = useSnackbar()
  return (
    <>
      <button type="button" className={button.small} onClick={() => setOpen(true)}>
        Retry
      </button>
      <ConfirmDialog
        open={open}
        title="Send the refund again"
        confirmLabel={`Retry ${usd(payment.amount_cents)}`}
        onClose={() => setOpen(false)}
        description={`The provider refused it: ${payment.failure_reason ?? 'no reason given'}.`}
        onConfirm={async () => {
          const reply = await adminApi.post<AdminPayment>(`/api/admin/refunds/${payment.id}/retry`)
          if (!reply.ok) return reply.message
          notify(reply.message ?? 'Sent', reply.data.status === 'failed' ? 'warning' : 'success')
          onDone()
          return null
        }}
      />
    </>
  )
}

export function BookingPayments({ booking, reload }: { booking: AdminBookingDetail; reload: () => void }) {
  return (
    <DataTable
      caption="Payments and refunds"
      rows={booking.payments}
      rowKey={(p) => p.id}
      empty="No payment was recorded for this booking."
      columns={[
        { header: 'When', cell: (p) => dateTime(p.created_at) },
        {
          header: 'Kind',
          cell: (p) => (p.kind === 'refund' ? 'Refund' : p.amendment_id ? 'Amendment charge' : 'Charge'),
        },
        { header: 'Amount', cell: (p) => usd(p.amount_cents), className: 'text-right' },
        { header: 'Status', cell: (p) => <PaymentStatusChip status={p.status} /> },
        {
          header: 'Reason / failure',
          cell: (p) => [p.reason, p.failure_reason].filter(Boolean).join(' — ') || '—',
        },
        {
          header: 'Provider',
          cell: (p) => `${p.provider}${p.provider_reference ? ` · ${p.provider_reference}` : ''}`,
        },
        {
          header: 'Actions',
          cell: (p) =>
            p.kind === 'refund' && p.status === 'failed' ? (
              <RetryRefundButton payment={p} onDone={reload} />
            ) : null,
        },
      ]}
    />
  )
}

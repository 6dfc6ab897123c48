import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminRefundRow } from '@serendib/domain/api/admin-bookings'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/refunds'
import { PaymentStatusChip, RetryRefundButton } from '../../components/admin/booking-payments'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime, usd } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Refunds · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminRefundRow>>(
    withQuery('/api/admin/refunds', new URL(request.url).searchParams),
  )
}

export default function AdminRefunds({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  return (
    <>
      <PageHeader
        title="Refunds"
        description="Every refund sent to a payment provider. A failed one can be sent again."
      />
      <FilterForm>
        <TextFilter name="q" labelText="Booking reference" value={params.get('q')} />
        <SelectFilter
          name="status"
          labelText="Status"
          value={params.get('status')}
          options={[
            ['failed', 'Failed'],
            ['pending', 'Pending'],
            ['succeeded', 'Succeeded'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Refunds"
            rows={reply.data.data}
            rowKey={(r) => r.id}
            empty="No refund matches these filters."
            columns={[
              { header: 'When', cell: (r) => dateTime(r.created_at) },
              {
                header: 'Booking',
                cell: (r) =>
                  r.booking_id ? (
                    <Link
                      className="font-semibold text-brand-700 underline"
                      to={`/admin/bookings/${r.booking_id}`}
                    >
                      {r.booking_reference}
                    </Link>
                  ) : (
                    'Order refund'
                  ),
              },
              { header: 'Amount', cell: (r) => usd(r.amount_cents), className: 'text-right' },
              { header: 'Status', cell: (r) => <PaymentStatusChip status={r.status} /> },
              {
                header: 'Reason / failure',
                cell: (r) => [r.reason, r.failure_reason].filter(Boolean).join(' — ') || '—',
              },
              {
                header: 'Actions',
                cell: (r) =>
                  r.status === 'failed' ? (
                    <RetryRefundButton payment={r} onDone={() => void revalidator.revalidate()} />
                  ) : null,
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

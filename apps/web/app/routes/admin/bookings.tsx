import type { AdminBookingRow } from '@serendib/domain/api/admin-bookings'
import { AdminGuardMessages } from '@serendib/domain/messages/admin-guards'
import type { AdminPage } from '@serendib/domain/api/admin-common'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/bookings'
import { BookingStatusChip } from '../../components/admin/booking-status'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime, day, statusLabel, usd } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Bookings · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams
  return adminApi.get<AdminPage<AdminBookingRow>>(withQuery('/api/admin/bookings', params))
}

// Status 0 is two jobs (issue 29): a hold nobody paid for, and a paid request the supplier answers.
const statuses: [string, string][] = [
  ['awaiting_payment', AdminGuardMessages.awaitingPayment],
  ['awaiting_supplier', AdminGuardMessages.awaitingSupplier],
  ...[1, 2, 3, 4, 5].map((s): [string, string] => [String(s), statusLabel(s)]),
]

export default function AdminBookings({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Every booking on the marketplace. Search by reference, e-mail, name, tour or supplier."
      />
      <FilterForm>
        <TextFilter name="q" labelText="Reference, e-mail, name, tour or supplier" value={params.get('q')} />
        <SelectFilter name="status" labelText="Status" value={params.get('status')} options={statuses} />
        <TextFilter name="from" labelText="Tour date from" type="date" value={params.get('from')} />
        <TextFilter name="to" labelText="Tour date to" type="date" value={params.get('to')} />
        {['supplier', 'tour', 'user'].map((name) =>
          params.get(name) ? (
            <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
          ) : null,
        )}
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Bookings"
            rows={reply.data.data}
            rowKey={(b) => b.id}
            empty="No booking matches these filters."
            columns={[
              {
                header: 'Reference',
                cell: (b) => (
                  <Link to={`/admin/bookings/${b.id}`} className="font-semibold text-brand-700 underline">
                    {b.booking_reference}
                  </Link>
                ),
              },
              {
                header: 'Status',
                cell: (b) => <BookingStatusChip status={b.status} label={b.status_label} />,
              },
              { header: 'Tour', cell: (b) => b.tour.title, className: 'max-w-64' },
              {
                header: 'Supplier',
                cell: (b) => (
                  <Link className="underline" to={`/admin/bookings?supplier=${b.supplier.id}`}>
                    {b.supplier.name}
                  </Link>
                ),
              },
              {
                header: 'Customer',
                cell: (b) =>
                  b.customer ? (
                    <Link className="underline" to={`/admin/bookings?user=${b.customer.id}`}>
                      {b.customer.email}
                    </Link>
                  ) : (
                    'Guest'
                  ),
              },
              { header: 'Tour date', cell: (b) => day(b.start_date) },
              { header: 'Channel', cell: (b) => b.channel ?? 'Site' },
              { header: 'Paid', cell: (b) => usd(b.payment_amount_cents), className: 'text-right' },
              { header: 'Booked', cell: (b) => dateTime(b.created_at) },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

import type { AdminBookingRow } from '@serendib/domain/api/admin-bookings'
import type { AuditEntry } from '@serendib/domain/api/admin-audit'
import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminUser } from '@serendib/domain/api/admin-people'
import { UserType } from '@serendib/domain/user-types'
import type { ReactNode } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/user-detail'
import { AuditTable } from '../../components/admin/audit-table'
import { BookingStatusChip } from '../../components/admin/booking-status'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { UserActions } from '../../components/admin/user-actions'
import { adminApi } from '../../lib/admin/admin-api'
import { dateTime, day, usd } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'User · Serendib admin' }]
}

/** The user, then (by what it is) its bookings and the audit entries about it. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = encodeURIComponent(params.id)
  const user = await adminApi.get<AdminUser>(`/api/admin/users/${id}`)
  if (!user.ok) return { user, bookings: null, audit: null }
  const by = user.data.user_type === UserType.supplier ? 'supplier' : 'user'
  const [bookings, audit] = await Promise.all([
    adminApi.get<AdminPage<AdminBookingRow>>(`/api/admin/bookings?${by}=${user.data.id}`),
    adminApi.get<AdminPage<AuditEntry>>(`/api/admin/audit-log?subject_type=user&subject_id=${user.data.id}`),
  ])
  return { user, bookings, audit }
}

const kinds: Record<number, string> = { 1: 'Admin', 2: 'Supplier', 3: 'Customer' }

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** /admin/users/:id: one person, what they booked (or sell) and what admins did to their account. */
export default function AdminUserDetail({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const back = (
    <p className="mb-2 text-sm">
      <Link to="/admin/users" className="text-brand-700 underline">
        ← Users
      </Link>
    </p>
  )
  const { user: reply, bookings, audit } = loaderData
  if (!reply.ok)
    return (
      <>
        {back}
        <ErrorState message={reply.message} />
      </>
    )
  const u = reply.data
  const supplier = u.user_type === UserType.supplier
  const name = `${u.first_name} ${u.last_name}`.trim() || u.email
  return (
    <>
      {back}
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Chip colour="grey">{kinds[u.user_type] ?? u.user_type}</Chip>
            {u.status === 'active' ? <Chip colour="green">Active</Chip> : <Chip colour="red">Disabled</Chip>}
            {u.email_verified ? null : <Chip colour="amber">E-mail not verified</Chip>}
          </span>
        }
        actions={<UserActions user={u} size="secondary" onDone={() => void revalidator.revalidate()} />}
      />
      <Panel title="Account">
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 xl:grid-cols-3">
          <Fact label="E-mail">{u.email}</Fact>
          <Fact label="Phone">{u.phone_number || '—'}</Fact>
          <Fact label="Signed up">{dateTime(u.created_at)}</Fact>
          <Fact label="Last sign-in">{dateTime(u.last_login_at)}</Fact>
          <Fact label={supplier ? 'Bookings of its tours' : 'Bookings'}>{u.bookings}</Fact>
          {supplier ? (
            <Fact label="Supplier">
              <Link className="text-brand-700 underline" to={`/admin/suppliers/${u.id}`}>
                Profile, approval, commission and tours
              </Link>
            </Fact>
          ) : null}
        </dl>
      </Panel>
      <Panel
        title={supplier ? 'Latest bookings of its tours' : 'Latest bookings'}
        actions={
          u.bookings > 0 ? (
            <Link
              className="text-sm text-brand-700 underline"
              to={`/admin/bookings?${supplier ? 'supplier' : 'user'}=${u.id}`}
            >
              All {u.bookings} bookings
            </Link>
          ) : null
        }
      >
        {!bookings ? null : !bookings.ok ? (
          <ErrorState message={bookings.message} />
        ) : (
          <DataTable
            caption={`Bookings of ${name}`}
            rows={bookings.data.data}
            rowKey={(b) => b.id}
            minWidth="sm:min-w-[560px]"
            empty="No bookings yet."
            columns={[
              {
                header: 'Booking',
                cell: (b) => (
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/bookings/${b.id}`}>
                    {b.booking_reference}
                  </Link>
                ),
              },
              { header: 'Tour', cell: (b) => b.tour.title },
              { header: 'Tour date', cell: (b) => day(b.start_date) },
              {
                header: 'Status',
                cell: (b) => <BookingStatusChip status={b.status} label={b.status_label} />,
              },
              { header: 'Paid', cell: (b) => usd(b.payment_amount_cents) },
            ]}
          />
        )}
      </Panel>
      <Panel title="Audit log of this account">
        {!audit ? null : !audit.ok ? (
          <ErrorState message={audit.message} />
        ) : (
          <AuditTable rows={audit.data.data} caption={`Audit entries about ${name}`} />
        )}
      </Panel>
    </>
  )
}

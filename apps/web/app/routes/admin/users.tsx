import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminUser } from '@serendib/domain/api/admin-people'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/users'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { UserActions } from '../../components/admin/user-actions'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Users · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminUser>>(withQuery('/api/admin/users', new URL(request.url).searchParams))
}

const types: Record<number, string> = { 1: 'Admin', 2: 'Supplier', 3: 'Customer' }

export default function AdminUsers({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  return (
    <>
      <PageHeader
        title="Users"
        description="Customers, suppliers and admins. Disabling ends every session at once."
      />
      <FilterForm>
        <TextFilter name="q" labelText="E-mail, name or phone" value={params.get('q')} />
        <SelectFilter
          name="type"
          labelText="Kind"
          value={params.get('type')}
          options={[
            ['3', 'Customer'],
            ['2', 'Supplier'],
            ['1', 'Admin'],
          ]}
        />
        <SelectFilter
          name="status"
          labelText="State"
          value={params.get('status')}
          options={[
            ['active', 'Active'],
            ['disabled', 'Disabled'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Users"
            rows={reply.data.data}
            rowKey={(u) => u.id}
            empty="No user matches these filters."
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/users/${u.id}`}>
                    {`${u.first_name} ${u.last_name}`.trim() || u.email}
                  </Link>
                ),
              },
              {
                header: 'E-mail',
                cell: (u) => (
                  <span className="break-all">
                    {u.email}
                    {u.email_verified ? '' : ' (not verified)'}
                  </span>
                ),
              },
              { header: 'Kind', cell: (u) => types[u.user_type] ?? u.user_type },
              {
                header: 'State',
                cell: (u) =>
                  u.status === 'active' ? (
                    <Chip colour="green">Active</Chip>
                  ) : (
                    <Chip colour="red">Disabled</Chip>
                  ),
              },
              {
                header: 'Bookings',
                cell: (u) =>
                  u.bookings > 0 ? (
                    <Link
                      className="text-brand-700 underline"
                      to={`/admin/bookings?${u.user_type === 2 ? 'supplier' : 'user'}=${u.id}`}
                    >
                      {u.bookings}
                    </Link>
                  ) : (
                    '0'
                  ),
              },
              { header: 'Last sign-in', cell: (u) => dateTime(u.last_login_at) },
              {
                header: 'Actions',
                cell: (u) => <UserActions user={u} onDone={() => void revalidator.revalidate()} />,
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

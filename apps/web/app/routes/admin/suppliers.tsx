import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminSupplier } from '@serendib/domain/api/supplier-profile'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/suppliers'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { approvalChip, approvalFilters } from '../../lib/admin/approval'
import { day } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Suppliers · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminSupplier>>(
    withQuery('/api/admin/suppliers', new URL(request.url).searchParams),
  )
}

/** Suppliers by approval, filtered and paged on the server; each opens its own page. */
export default function AdminSuppliers({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const approval = params.get('approval')
  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Approve new suppliers, suspend or reinstate them, and set their commission."
      />
      <FilterForm>
        <TextFilter name="q" labelText="Business, name or e-mail" value={params.get('q')} />
        <SelectFilter name="approval" labelText="Approval" value={approval} options={approvalFilters} />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Suppliers"
            rows={reply.data.data}
            rowKey={(s) => s.id}
            empty={
              approval === 'pending'
                ? 'No supplier is waiting for approval.'
                : 'No supplier matches these filters.'
            }
            columns={[
              {
                header: 'Business',
                cell: (s) => (
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/suppliers/${s.id}`}>
                    {s.work_name || s.name || s.email}
                  </Link>
                ),
              },
              {
                header: 'Contact',
                cell: (s) => (
                  <span className="break-all">
                    {s.name ? `${s.name} · ` : ''}
                    {s.email}
                    {s.email_verified ? '' : ' (not verified)'}
                  </span>
                ),
              },
              {
                header: 'Approval',
                cell: (s) => {
                  const chip = approvalChip(s.approval.status)
                  return <Chip colour={chip.colour}>{chip.label}</Chip>
                },
              },
              {
                header: 'Profile',
                cell: (s) =>
                  s.missing.length === 0 ? (
                    'Complete'
                  ) : (
                    <span title={s.missing.map((m) => m.label).join(', ')}>{s.missing.length} missing</span>
                  ),
              },
              { header: 'Signed up', cell: (s) => day(s.created_at) },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

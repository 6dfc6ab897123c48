import type { AuditEntry } from '@serendib/domain/api/admin-audit'
import type { AdminPage } from '@serendib/domain/api/admin-common'
import { auditSubjectLabels } from '@serendib/domain/audit-subjects'
import { useSearchParams } from 'react-router'
import type { Route } from './+types/audit-log'
import { AuditTable } from '../../components/admin/audit-table'
import { ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'

export function meta() {
  return [{ title: 'Audit log · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AuditEntry>>(
    withQuery('/api/admin/audit-log', new URL(request.url).searchParams),
  )
}

export default function AdminAuditLog({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin and supplier change to money, status, approval, content, rates or users, with times in Asia/Colombo. Append-only: nobody can edit it."
      />
      <FilterForm>
        <TextFilter name="actor" labelText="Who (e-mail or name)" value={params.get('actor')} />
        <TextFilter
          name="action"
          labelText="Action (e.g. booking.refund, or booking.)"
          value={params.get('action')}
        />
        <SelectFilter
          name="subject_type"
          labelText="Subject"
          value={params.get('subject_type')}
          options={Object.entries(auditSubjectLabels)}
        />
        <TextFilter
          name="subject_id"
          labelText="Subject (id, booking reference, tour code, currency)"
          value={params.get('subject_id')}
        />
        <SelectFilter
          name="actor_role"
          labelText="Role"
          value={params.get('actor_role')}
          options={[
            ['admin', 'Admin'],
            ['supplier', 'Supplier'],
            ['system', 'System'],
            ['customer', 'Customer'],
            ['reseller', 'Reseller'],
          ]}
        />
        <TextFilter name="from" labelText="From" type="date" value={params.get('from')} />
        <TextFilter name="to" labelText="To" type="date" value={params.get('to')} />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <AuditTable rows={reply.data.data} caption="Audit log entries, newest first" />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

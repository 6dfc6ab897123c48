import type { AdminSupplierDetail } from '@serendib/domain/api/admin-suppliers'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/supplier-detail'
import { CommissionForm } from '../../components/admin/commission-form'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { SupplierDecisions } from '../../components/admin/supplier-decisions'
import { SupplierProfilePanel } from '../../components/admin/supplier-profile-panel'
import { adminApi } from '../../lib/admin/admin-api'
import { approvalChip, tourChip } from '../../lib/admin/approval'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Supplier · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminSupplierDetail>(`/api/admin/suppliers/${encodeURIComponent(params.id)}`)
}

const standing: Record<number, string> = {
  0: 'Waiting for approval: it can prepare tours but not submit them.',
  1: 'Approved: it submits tours for review.',
  2: 'Rejected: it reads the reason on its dashboard and can fix its profile.',
  3: 'Suspended: its tours are off sale; its bookings stay.',
}

/** One supplier: where it stands, its profile, its commission and its tours. */
export default function AdminSupplierDetailPage({ loaderData: reply }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const back = (
    <p className="mb-2 text-sm">
      <Link to="/admin/suppliers" className="text-brand-700 underline">
        ← Suppliers
      </Link>
    </p>
  )
  if (!reply.ok)
    return (
      <>
        {back}
        <ErrorState message={reply.message} />
      </>
    )
  const { profile, tours } = reply.data
  const approval = profile.approval
  const chip = approvalChip(approval.status)
  const refresh = () => void revalidator.revalidate()
  return (
    <>
      {back}
      <PageHeader
        title={profile.work_name || profile.name || profile.email}
        description={`${profile.name} · ${reply.data.bookings} booking${reply.data.bookings === 1 ? '' : 's'}`}
      />
      <Panel title="Approval">
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Chip colour={chip.colour}>{chip.label}</Chip>
            <span>{standing[approval.status]}</span>
          </p>
          {approval.decided_at ? (
            <p className="text-sm text-slate-600">Decided {dateTime(approval.decided_at)}</p>
          ) : null}
          {approval.reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              <span className="font-semibold">Reason given: </span>
              {approval.reason}
            </p>
          ) : null}
          <SupplierDecisions
            supplierId={profile.id}
            status={approval.status}
            missing={approval.status === 1 ? [] : profile.missing}
            onDone={refresh}
          />
        </div>
      </Panel>
      {/* min-w-0: a wide table scrolls inside its box instead of widening the column on phones. */}
      <div className="grid gap-x-5 xl:grid-cols-2">
        <div className="min-w-0">
          <SupplierProfilePanel profile={profile} />
        </div>
        <div className="min-w-0">
          <CommissionForm
            key={reply.data.commission_bps ?? 'default'}
            supplierId={profile.id}
            commissionBps={reply.data.commission_bps}
            defaultBps={reply.data.default_commission_bps}
            onSaved={refresh}
          />
          <Panel title="Tours">
            <DataTable
              caption={`Tours of ${profile.work_name || profile.email}`}
              rows={tours}
              rowKey={(t) => t.id}
              minWidth="sm:min-w-[420px]"
              empty="This supplier has no tours yet."
              columns={[
                {
                  header: 'Tour',
                  cell: (t) => (
                    <Link className="font-semibold text-brand-700 underline" to={`/admin/tours/${t.id}`}>
                      {t.title || 'Untitled tour'}
                    </Link>
                  ),
                },
                {
                  header: 'Status',
                  cell: (t) => {
                    const c = tourChip(t.status)
                    return (
                      <span className="flex flex-wrap gap-1">
                        <Chip colour={c.colour}>{c.label}</Chip>
                        {t.changed_since_approval ? <Chip colour="purple">Changed</Chip> : null}
                        {t.featured ? <Chip colour="teal">Made for you</Chip> : null}
                      </span>
                    )
                  },
                },
              ]}
            />
          </Panel>
        </div>
      </div>
    </>
  )
}

import type { AdminReseller as Reseller } from '@serendib/domain/api/admin-resellers'
import { Link } from 'react-router'
import type { Route } from './+types/resellers'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { button, PageHeader } from '../../components/admin/page-header'
import { adminApi } from '../../lib/admin/admin-api'
import { day } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Resellers · Serendib admin' }]
}

export async function clientLoader() {
  return adminApi.get<Reseller[]>('/api/admin/resellers')
}

/** Resellers selling our tours through the OCTO API, each with its API keys. */
export default function AdminResellers({ loaderData: reply }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Resellers"
        description="Travel agents and online agencies that sell our tours through the OCTO API."
        actions={
          <Link to="/admin/resellers/new" className={button.primary}>
            New reseller
          </Link>
        }
      />
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <DataTable
          caption="Resellers"
          rows={reply.data}
          rowKey={(r) => r.id}
          empty="No reseller yet. Create one to issue it an API key."
          columns={[
            {
              header: 'Reseller',
              cell: (r) => (
                <Link className="font-semibold text-brand-700 underline" to={`/admin/resellers/${r.id}`}>
                  {r.name}
                </Link>
              ),
            },
            { header: 'Contact', cell: (r) => <span className="break-all">{r.contactEmail}</span> },
            { header: 'Commission', cell: (r) => `${r.commissionPercent} %` },
            {
              header: 'Tours',
              cell: (r) =>
                r.allowedActivityIds === null
                  ? 'Every active tour'
                  : `${r.allowedActivityIds.length} chosen tour${r.allowedActivityIds.length === 1 ? '' : 's'}`,
            },
            {
              header: 'API keys',
              cell: (r) => {
                const live = r.keys.filter((k) => !k.revokedAt).length
                return live === 0 ? 'None active' : `${live} active`
              },
            },
            { header: 'Since', cell: (r) => day(r.createdAt) },
          ]}
        />
      )}
    </>
  )
}

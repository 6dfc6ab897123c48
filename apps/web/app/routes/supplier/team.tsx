import type { ResourcesList } from '@serendib/domain/api/supplier-resources'
import { EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { NewResourceForm, ResourceCard } from '../../components/supplier/team/resource-forms'
import { StaffPanel } from '../../components/supplier/team/staff-panel'
import { usePortalRole } from '../../lib/supplier/portal-role'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Team · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

/** /supplier/team: vehicles, driver-guides and their days off; the supplier also manages staff here. */
export default function SupplierTeam() {
  const role = usePortalRole()
  const list = useApiData<ResourcesList>('/api/supplier/resources')
  return (
    <>
      <PageHeader title="Team" description="Vehicles, driver-guides and the people who sign in for you." />
      {list.state === 'loading' ? <LoadingState label="Loading your team…" /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        <>
          <Panel title="Vehicles" id="vehicles">
            {list.data.vehicles.length === 0 ? (
              <EmptyState>No vehicles yet.</EmptyState>
            ) : (
              <ul className="mb-4 grid gap-2">
                {list.data.vehicles.map((v) => (
                  <ResourceCard key={v.id} resource={v} onChanged={list.reload} />
                ))}
              </ul>
            )}
            <NewResourceForm kind="vehicle" onAdded={list.reload} />
          </Panel>
          <Panel title="Driver-guides" id="guides">
            {list.data.guides.length === 0 ? (
              <EmptyState>No driver-guides yet.</EmptyState>
            ) : (
              <ul className="mb-4 grid gap-2">
                {list.data.guides.map((g) => (
                  <ResourceCard key={g.id} resource={g} onChanged={list.reload} />
                ))}
              </ul>
            )}
            <NewResourceForm kind="guide" onAdded={list.reload} />
          </Panel>
          {role === 'owner' ? <StaffPanel guides={list.data.guides} /> : null}
        </>
      ) : null}
    </>
  )
}

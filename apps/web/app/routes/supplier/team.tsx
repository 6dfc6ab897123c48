import type { ResourcesList } from '@serendib/domain/api/supplier-resources'
import { EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { NewResourceForm, ResourceCard } from '../../components/supplier/team/resource-forms'
import { StaffPanel } from '../../components/supplier/team/staff-panel'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { usePortalRole } from '../../lib/supplier/portal-role'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/team'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'team.title')
}

/** /supplier/team: vehicles, driver-guides and their days off; the supplier also manages staff here. */
export default function SupplierTeam() {
  const role = usePortalRole()
  const { t } = usePortalI18n()
  const list = useApiData<ResourcesList>('/api/supplier/resources')
  return (
    <>
      <PageHeader title={t('team.heading')} description={t('team.intro')} />
      {list.state === 'loading' ? <LoadingState label={t('team.loading')} /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        <>
          <Panel title={t('team.vehicles')} id="vehicles">
            {list.data.vehicles.length === 0 ? (
              <EmptyState>{t('team.noVehicles')}</EmptyState>
            ) : (
              <ul className="mb-4 grid gap-2">
                {list.data.vehicles.map((v) => (
                  <ResourceCard key={v.id} resource={v} onChanged={list.reload} />
                ))}
              </ul>
            )}
            <NewResourceForm kind="vehicle" onAdded={list.reload} />
          </Panel>
          <Panel title={t('team.guides')} id="guides">
            {list.data.guides.length === 0 ? (
              <EmptyState>{t('team.noGuides')}</EmptyState>
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

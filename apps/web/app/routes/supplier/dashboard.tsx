import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { Link } from 'react-router'
import { ApprovalPanel } from '../../components/supplier/approval-panel'
import { OperationsPanel } from '../../components/supplier/bookings/operations-panel'
import { button, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import type { Route } from './+types/dashboard'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'dashboard.title')
}

/** /supplier: where the account stands, what is missing, what happens next, and the way to tours. */
export default function SupplierDashboard() {
  const profile = useApiData<SupplierProfile>('/api/supplier/profile')
  const snackbar = useSnackbar()
  const { t, lp } = usePortalI18n()
  const say = useServerMessage()

  async function resend() {
    const reply = await supplierApi.post('/api/verify/resend')
    snackbar(
      reply.ok ? (reply.message ? say(reply.message) : t('dashboard.newLink')) : say(reply.message),
      reply.ok ? 'success' : 'error',
    )
  }

  if (profile.state === 'loading') return <LoadingState />
  if (profile.state === 'error') return <ErrorState message={profile.message} onRetry={profile.reload} />
  const p = profile.data
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: p.work_name || p.name })}
        description={t('dashboard.glance')}
        actions={
          <Link to={lp('/supplier/profile')} className={button.secondary}>
            {t('dashboard.editProfile')}
          </Link>
        }
      />
      <OperationsPanel />
      <ApprovalPanel profile={p} onResendVerification={resend} />
      <Panel title={t('dashboard.yourTours')}>
        <p className="text-sm text-slate-700">
          {p.approval.can_submit_tours ? t('dashboard.canSubmit') : t('dashboard.cannotSubmit')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={lp('/supplier/tours')} className={button.primary}>
            {t('dashboard.goToTours')}
          </Link>
        </div>
      </Panel>
    </>
  )
}

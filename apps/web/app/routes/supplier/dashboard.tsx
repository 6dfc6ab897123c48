import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { Link } from 'react-router'
import { ApprovalPanel } from '../../components/supplier/approval-panel'
import { OperationsPanel } from '../../components/supplier/bookings/operations-panel'
import { button, ErrorState, LoadingState, PageHeader, Panel } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Dashboard · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

/** /supplier: where the account stands, what is missing, what happens next, and the way to tours. */
export default function SupplierDashboard() {
  const profile = useApiData<SupplierProfile>('/api/supplier/profile')
  const snackbar = useSnackbar()

  async function resend() {
    const reply = await supplierApi.post('/api/verify/resend')
    snackbar(
      reply.ok ? (reply.message ?? 'We sent you a new link') : reply.message,
      reply.ok ? 'success' : 'error',
    )
  }

  if (profile.state === 'loading') return <LoadingState />
  if (profile.state === 'error') return <ErrorState message={profile.message} onRetry={profile.reload} />
  const p = profile.data
  return (
    <>
      <PageHeader
        title={`Welcome, ${p.work_name || p.name}`}
        description="Your supplier account at a glance."
        actions={
          <Link to="/supplier/profile" className={button.secondary}>
            Edit profile
          </Link>
        }
      />
      <OperationsPanel />
      <ApprovalPanel profile={p} onResendVerification={resend} />
      <Panel title="Your tours">
        <p className="text-sm text-slate-700">
          {p.approval.can_submit_tours
            ? 'Create a tour, fill in each step and submit it for review.'
            : 'You can create and prepare tours now. Submitting them for review opens once your account is approved.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/supplier/tours" className={button.primary}>
            Go to your tours
          </Link>
        </div>
      </Panel>
    </>
  )
}

import { UserType } from '@serendib/domain/user-types'
import { Outlet, redirect, useNavigate } from 'react-router'
import type { Route } from './+types/layout'
import { SupplierShell } from '../../components/supplier/supplier-shell'
import { LoadingState } from '../../components/supplier/ui'
import { SnackbarProvider } from '../../components/ui/snackbar'
import { logout, useSession, restoreSession } from '../../lib/auth-session'
import { getSession } from '../../lib/session-store'
import { supplierLoginPath } from '../../lib/supplier/supplier-api'

/** The portal renders in the browser, where the session is; only suppliers get past here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // A new tab or a later visit: the browser may stay signed in (decision 057).
  await restoreSession()
  const session = getSession()
  if (!session.loggedIn || session.user?.user_type !== UserType.supplier) {
    const url = new URL(request.url)
    throw redirect(supplierLoginPath(url.pathname + url.search))
  }
  return { email: session.user.email }
}

export function HydrateFallback() {
  return (
    <SupplierShell>
      <LoadingState />
    </SupplierShell>
  )
}

export function meta() {
  return [{ title: 'Supplier portal · Serendib' }, { name: 'robots', content: 'noindex' }]
}

export default function SupplierLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const email = useSession().user?.email ?? loaderData.email
  return (
    <SnackbarProvider>
      <SupplierShell
        email={email}
        onSignOut={async () => {
          await logout()
          navigate('/supplier/login', { replace: true })
        }}
      >
        <Outlet />
      </SupplierShell>
    </SnackbarProvider>
  )
}

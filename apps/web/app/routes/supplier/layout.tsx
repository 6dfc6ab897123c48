import { UserType } from '@serendib/domain/user-types'
import { Outlet, redirect, useNavigate } from 'react-router'
import type { Route } from './+types/layout'
import { SupplierShell } from '../../components/supplier/supplier-shell'
import { LoadingState } from '../../components/supplier/ui'
import { SnackbarProvider } from '../../components/ui/snackbar'
import { logout, useSession, restoreSession } from '../../lib/auth-session'
import { getSession } from '../../lib/session-store'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { supplierApi, supplierLoginPath } from '../../lib/supplier/supplier-api'

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

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'shell.title')
}

export default function SupplierLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const { lp } = usePortalI18n()
  const email = useSession().user?.email ?? loaderData.email
  return (
    <SnackbarProvider>
      <SupplierShell
        email={email}
        onSignOut={async () => {
          await logout()
          navigate(lp('/supplier/login'), { replace: true })
        }}
        // The choice is kept on the account: the next sign-in and the supplier's e-mails use it.
        onChooseLanguage={(locale) => void supplierApi.put('/api/supplier/language', { locale })}
      >
        <Outlet />
      </SupplierShell>
    </SnackbarProvider>
  )
}

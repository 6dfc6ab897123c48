import type { PortalIdentity } from '@serendib/domain/api/supplier-staff'
import { todayInColombo } from '@serendib/domain/dates'
import { localizedPath, splitLocale, supplierPortalLocale } from '@serendib/domain/i18n/locales'
import { Outlet, redirect, useNavigate } from 'react-router'
import type { Route } from './+types/layout'
import { SupplierShell } from '../../components/supplier/supplier-shell'
import { ErrorState, LoadingState } from '../../components/supplier/ui'
import { SnackbarProvider } from '../../components/ui/snackbar'
import { logout, useSession, restoreSession } from '../../lib/auth-session'
import { getSession } from '../../lib/session-store'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { isPortalUser, portalHome, portalSections } from '../../lib/supplier/portal-role'
import { supplierApi, supplierLoginPath } from '../../lib/supplier/supplier-api'

/**
 * The portal renders in the browser, where the session is; only suppliers and their staff get
 * past here, and staff land on what their role works with (decision 074).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // A new tab or a later visit: the browser may stay signed in (decision 057).
  await restoreSession()
  const session = getSession()
  const url = new URL(request.url)
  if (!session.loggedIn || !isPortalUser(session.user?.user_type)) {
    throw redirect(supplierLoginPath(url.pathname + url.search))
  }
  const me = await supplierApi.get<PortalIdentity>('/api/supplier/me')
  // /supplier, /si/supplier or /ta/supplier: staff start where their role works, same language.
  const locale = supplierPortalLocale(url.pathname) ?? 'en'
  const home = splitLocale(url.pathname.replace(/\/$/, '')).path === '/supplier'
  if (me.ok && me.data.role !== 'owner' && home)
    throw redirect(localizedPath(portalHome(me.data.role, todayInColombo()), locale))
  return {
    email: session.user!.email,
    identity: me.ok ? me.data : null,
    problem: me.ok ? null : me.message,
  }
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
  const identity = loaderData.identity
  return (
    <SnackbarProvider>
      <SupplierShell
        email={email}
        sections={identity ? portalSections(identity.role, todayInColombo()) : []}
        onSignOut={async () => {
          await logout()
          navigate(lp('/supplier/login'), { replace: true })
        }}
        // The choice is kept on the supplier's account: its next sign-in and its e-mails use it.
        // Staff only follow the links (the setting is the supplier's, decision 074).
        onChooseLanguage={
          identity?.role === 'owner'
            ? (locale) => void supplierApi.put('/api/supplier/language', { locale })
            : undefined
        }
      >
        {loaderData.problem ? <ErrorState message={loaderData.problem} /> : <Outlet />}
      </SupplierShell>
    </SnackbarProvider>
  )
}

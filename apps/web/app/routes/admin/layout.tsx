import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { UserType } from '@serendib/domain/user-types'
import { Outlet, redirect, useNavigate } from 'react-router'
import type { Route } from './+types/layout'
import { AdminShell } from '../../components/admin/admin-shell'
import { LoadingState } from '../../components/admin/data-states'
import { SnackbarProvider } from '../../components/ui/snackbar'
import { adminLoginPath } from '../../lib/admin/admin-api'
import { logout, useSession, restoreSession } from '../../lib/auth-session'
import { routeMessages } from '../../lib/message-catalogue'
import { getSession } from '../../lib/session-store'

/** The console is rendered in the browser, where the session is; only admins get past here. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // A new tab or a later visit: the browser may stay signed in (decision 057).
  await restoreSession()
  const session = getSession()
  if (!session.loggedIn || session.user?.user_type !== UserType.admin) {
    const url = new URL(request.url)
    throw redirect(adminLoginPath(url.pathname + url.search))
  }
  // The tour preview's messages (English): from the page's data when it hydrates.
  const { messages } = await serverLoader()
  return { email: session.user.email, messages }
}
clientLoader.hydrate = true as const

/**
 * The traveller catalogue areas the console shows (decision 071, split per area): the tour
 * review's preview of the tour page. Console pages have no server loader of their own.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export const handle = {
  messages: ['tour', 'panel', 'price', 'card', 'content', 'gallery'] satisfies MessagePrefix[],
}

export function HydrateFallback() {
  return (
    <AdminShell>
      <LoadingState />
    </AdminShell>
  )
}

export function meta() {
  return [{ title: 'Serendib admin' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const email = useSession().user?.email ?? loaderData.email
  return (
    <SnackbarProvider>
      <AdminShell
        email={email}
        onSignOut={async () => {
          await logout()
          navigate('/admin/login', { replace: true })
        }}
      >
        <Outlet />
      </AdminShell>
    </SnackbarProvider>
  )
}

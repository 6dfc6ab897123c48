import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { SessionUser } from '@serendib/domain/accounts'
import { UserType } from '@serendib/domain/user-types'
import type { ReactNode } from 'react'
import { Outlet, redirect } from 'react-router'
import type { Route } from './+types/layout'
import { AccountMenu } from '../../components/account/account-menu'
import { AccountFallback } from '../../components/auth/account-fallback'
import { requireLogin, useSession } from '../../lib/auth-session'
import { areaHome } from '../../lib/area-home'
import { routeMessages } from '../../lib/message-catalogue'

const fullName = (user: Pick<SessionUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim()

/**
 * Spec §6: the account area is the customer's. Not logged in (in this tab, nor in the browser:
 * decision 057) goes to /login, which comes back to the page; a supplier or admin goes to their
 * own area (lib/area-home.ts) — checked once here for every account page.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { user } = await requireLogin(request)
  // Suppliers and admins have their own areas: send them there rather than bouncing to /.
  if (user.user_type !== UserType.customer) throw redirect(areaHome(user.user_type))
  // The area's messages: from the page's data when it hydrates, one request on entering it later.
  const { messages } = await serverLoader()
  return { name: fullName(user), messages }
}
clientLoader.hydrate = true as const

/**
 * The account area's catalogue areas (decision 071, split per area), for this frame and every
 * account page: the pages render in the browser and have no server loader of their own.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = {
  translated: true,
  messages: [
    'account',
    // The change and review forms' refusals from the server (decision 082).
    'refusal',
    // The booking's amend dialog and amendment requests, the review modal (issue 31).
    'amend',
    'review',
    'card',
    'content',
    'pagination',
    'panel',
    'quote',
    'quotes',
    'phone',
    // The sign-in forms' and the spec's messages (decision 077); no longer common (decision 068).
    'acct',
    'auth',
    'msg',
  ] satisfies MessagePrefix[],
}

function Frame({ name, children }: { name?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-4 pb-12 sm:px-6 lg:flex-row lg:gap-8 lg:pt-8">
      <aside className="lg:w-60 lg:shrink-0">
        <AccountMenu name={name} />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}

/** The session is read in the browser; until then the frame shows with a loading line. */
export function HydrateFallback() {
  return (
    <Frame>
      <AccountFallback />
    </Frame>
  )
}

/** Spec §2 Account area: the side menu beside every account page. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const user = useSession().user
  return (
    <Frame name={user ? fullName(user) : loaderData.name}>
      <Outlet />
    </Frame>
  )
}

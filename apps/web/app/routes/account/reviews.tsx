import { AccountFallback } from '../../components/auth/account-fallback'
import { requireLogin } from '../../lib/auth-session'
import { privatePageMeta } from '../../lib/page-meta'

// PLACEHOLDER: the account-area work replaces this page.
export function clientLoader() {
  return { user: requireLogin().user }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta() {
  return privatePageMeta('My account')
}

export default function Placeholder() {
  return <AccountFallback />
}

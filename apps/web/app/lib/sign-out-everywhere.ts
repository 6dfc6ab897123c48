import { authedApi, clearLogin } from './auth-session'
import { SIGNED_IN_KEY, storeJson } from './session-store'

/**
 * "Sign out everywhere" (account settings, decision 057): POST /api/auth/logout/everywhere ends
 * every browser session and token of the user; then this browser's tabs forget the login. Apart
 * from lib/auth-session.ts, which every page loads (the home page's JavaScript budget).
 */
export async function logoutEverywhere(): Promise<boolean> {
  const reply = await authedApi.post('/api/auth/logout/everywhere')
  if (!reply.ok) return false
  storeJson(SIGNED_IN_KEY, null, 'localStorage')
  clearLogin()
  return true
}

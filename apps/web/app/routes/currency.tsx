import { CURRENCY_COOKIE, isCurrency } from '@serendib/domain/currency'
import { redirect } from 'react-router'
import type { Route } from './+types/currency'
import { safeRedirect } from '../lib/safe-redirect'

/** A year: the choice is a preference, not a session. */
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * POST /currency (the header's currency form, issue 18): remembers the traveller's currency in a
 * cookie, so the server's render shows it too, and goes back to the page the form was on.
 * A form post, so it works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const code = form.get('code')
  const back = safeRedirect(String(form.get('back') ?? ''), '/')
  if (!isCurrency(code)) return redirect(back, 303)
  return redirect(back, {
    status: 303,
    headers: { 'set-cookie': `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax` },
  })
}

/** A GET is only a stray link: back home. */
export function loader() {
  return redirect('/', 303)
}

import { isTravellerLocale, TRAVELLER_LOCALES } from '@serendib/domain/i18n/locales'
import type { Route } from './+types/sign-in-messages'
import { signInMessages } from '../lib/message-catalogue'

/** A year: the address names the bytes (`v`), so a new catalogue is a new address. */
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * GET /sign-in-messages?lang=de&v=… (decision 068): the sign-in dialog's catalogue areas in one
 * traveller language, fetched when the dialog first opens instead of riding in every page's data.
 * With the current `v` (the root loader's `signInMessages`) the answer is kept for a year; with
 * another (a page from before a deploy) it is the current one, revalidated every time.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang') ?? 'en'
  if (!isTravellerLocale(lang))
    return Response.json(
      { status: 'error', message: `lang must be one of ${TRAVELLER_LOCALES.join(', ')}` },
      { status: 422, headers: { 'cache-control': 'no-store' } },
    )
  const { json, version } = signInMessages(lang)
  return new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control':
        url.searchParams.get('v') === version ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
      etag: `"${version}"`,
    },
  })
}

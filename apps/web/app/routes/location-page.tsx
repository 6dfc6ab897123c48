import { splitLocale } from '@serendib/domain/i18n/locales'
import { withLang } from '../lib/content-lang'
import type { ApiSuccess, LocationPageDetail } from '@serendib/domain/catalogue-api'
import { cutText } from '@serendib/domain/text'
import { data } from 'react-router'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/location-page'
import { routeMessages } from '../lib/message-catalogue'
import { LocationActivities } from '../components/info/location-activities'
import { LocationHero } from '../components/info/location-hero'
import { apiContext } from '../lib/api-context'
import { loadMain } from '../lib/load-main'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta, titleWithSite } from '../lib/page-meta'
import { paragraphs } from '../lib/paragraphs'
import { parseId } from '../lib/route-params'

/** Search snippets are cut at about this many characters. */
const DESCRIPTION_FALLBACK_CUT = 160

/**
 * /{loaction}/{title}/location/{pid}: only the id selects the page. Old or mistyped slugs still
 * serve it (links in the wild keep working) while the canonical names the record's own URL.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.pid)
  if (id === null) throw data(null, { status: 404 })
  const page = await loadMain(
    context.get(apiContext),
    withLang(`/api/location/page?id=${id}`, splitLocale(new URL(request.url).pathname).locale),
    (body: ApiSuccess<LocationPageDetail>) => body.data,
  )
  return {
    page,
    canonical: canonicalUrl(request.url, page.full_seo_url),
    shareImage: page.image_name
      ? absoluteUrl(request.url, largestSource(page.image_srcset, page.image_name))
      : null,
    messages: routeMessages(new URL(request.url).pathname, handle.messages),
  }
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['card', 'content', 'crumb', 'place'] satisfies MessagePrefix[],
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { page, canonical, shareImage } = loaderData
  return pageMeta({
    title: titleWithSite(page.seo_title || page.title),
    description:
      page.seo_description || cutText(paragraphs(page.description).join(' '), DESCRIPTION_FALLBACK_CUT),
    canonical,
    image: shareImage,
    imageAlt: page.image_alt,
  })
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  const searchHref = `/search?location=${page.location_data.id}`
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <LocationHero page={page} searchHref={searchHref} />
      <LocationActivities
        locationName={page.location_data.name}
        activities={page.activities}
        total={page.aktivity_count}
        searchHref={searchHref}
      />
    </div>
  )
}

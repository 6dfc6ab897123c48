import type { ApiSuccess, SiteContent } from '@serendib/domain/catalogue-api'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { Link } from 'react-router'
import type { Route } from './+types/about'
import { Breadcrumbs } from '../components/info/breadcrumbs'
import { RichText } from '../components/info/rich-text'
import { WhyBookWithUs } from '../components/info/why-book-with-us'
import { apiContext } from '../lib/api-context'
import { useTranslator } from '../lib/i18n'
import { loadMain } from '../lib/load-main'
import { routeMessages } from '../lib/message-catalogue'
import { canonicalUrl, pageMeta, titleWithSite } from '../lib/page-meta'
import { cleanRichText } from '@serendib/domain/rich-text'

const FALLBACK_TITLE = 'About us'

/** Sanitised on the server: the sanitiser stays out of the browser bundle. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await loadMain(
    context.get(apiContext),
    '/api/content/site/get',
    (body: ApiSuccess<SiteContent>) => body.data,
  )
  const title = content.about_title || FALLBACK_TITLE
  return {
    title,
    html: cleanRichText(content.about ?? ''),
    intro: content.about_meta_description,
    metaTitle: titleWithSite(content.about_meta_title || title),
    canonical: canonicalUrl(request.url, '/about'),
    messages: routeMessages(new URL(request.url).pathname, handle.messages),
  }
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: [
    'crumb',
    'place',
    'promise',
    'auth.promise.freeCancellation',
    'auth.promise.lowestPrice',
    'auth.promise.support',
    'auth.promise.activities',
  ] satisfies MessagePrefix[],
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    title: loaderData.metaTitle,
    description: loaderData.intro || 'Serendib is the marketplace for tours and activities in Sri Lanka.',
    canonical: loaderData.canonical,
  })
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { title, html, intro } = loaderData
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs items={[{ label: title }]} className="mb-4" />
        <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mb-8 text-lg text-slate-700 sm:text-xl">{intro}</p> : null}
        {html ? <RichText html={html} /> : null}
      </div>
      <div className="mt-12">
        <WhyBookWithUs />
      </div>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('place.readyToExplore')}</p>
        <Link
          to={lp('/search')}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('place.browseAll')}
        </Link>
      </div>
    </div>
  )
}

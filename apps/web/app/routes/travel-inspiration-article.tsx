import type { ApiSuccess, TravelInspirationArticle } from '@serendib/domain/catalogue-api'
import { data } from 'react-router'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/travel-inspiration-article'
import { routeMessages } from '../lib/message-catalogue'
import { Breadcrumbs } from '../components/info/breadcrumbs'
import { RichText } from '../components/info/rich-text'
import { ActivityCard } from '../components/ui/activity-card'
import { apiContext } from '../lib/api-context'
import { useTranslator } from '../lib/i18n'
import { loadMain } from '../lib/load-main'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta, titleWithSite } from '../lib/page-meta'
import { cleanRichText } from '@serendib/domain/rich-text'
import { splitLocale } from '@serendib/domain/i18n/locales'
import { withLang } from '../lib/content-lang'
import { englishLang, ShownInEnglish } from '../components/ui/content-language'

/** The same shape the admin console gives an article address; anything else is a 404 at once. */
const SEO_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Server-rendered: the article reads (and is indexed) without JavaScript. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!SEO_URL.test(params.seourl)) throw data(null, { status: 404 })
  const article = await loadMain(
    context.get(apiContext),
    // In the page's language where the admin translated it (decision 086).
    withLang(`/api/travel/inspiration/${params.seourl}`, splitLocale(new URL(request.url).pathname).locale),
    (body: ApiSuccess<TravelInspirationArticle>) => body.data,
  )
  return {
    article: { ...article, body: cleanRichText(article.body) },
    canonical: canonicalUrl(request.url, `/travel-inspiration/${article.seo_url}`),
    shareImage: absoluteUrl(request.url, largestSource(article.image_srcset, article.image_url)),
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
  const { article, canonical, shareImage } = loaderData
  return pageMeta({
    title: titleWithSite(article.title),
    description: article.description,
    canonical,
    image: shareImage,
  })
}

export default function TravelInspirationArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  const { t } = useTranslator()
  const untranslated = (field: string) => Boolean(article.untranslated?.includes(field))
  const english = (field: string) => englishLang(untranslated(field))
  // The note stands where the English starts (issue 31): under the heading when the title or the
  // introduction is English (and says it once for an article all in English), else right above
  // an English body, after the picture, not up at the introduction it does not concern.
  const headEnglish = untranslated('title') || untranslated('description')
  const bodyEnglish = Boolean(article.body) && untranslated('body') && !headEnglish
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs
          items={[
            { label: t('place.inspirations'), to: '/travel-inspiration' },
            { label: article.title, ...english('title') },
          ]}
          className="mb-4"
        />
        <h1
          className="mb-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          {...english('title')}
        >
          {article.title}
        </h1>
        <p className="mb-6 text-lg text-slate-700 sm:text-xl" {...english('description')}>
          {article.description}
        </p>
        {/* Fields left in English say so once, in the page's language (decision 076). */}
        {headEnglish ? <ShownInEnglish className="-mt-3 mb-6" /> : null}
        <img
          src={article.image_url}
          srcSet={article.image_srcset || undefined}
          sizes="(min-width: 800px) 768px, 92vw"
          // The heading says what the article is about; the picture is decoration.
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          decoding="async"
          className="mb-8 aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover"
        />
        {bodyEnglish ? <ShownInEnglish className="mb-3" /> : null}
        {article.body ? (
          <div {...english('body')}>
            <RichText html={article.body} />
          </div>
        ) : null}
      </article>
      {article.activities.length > 0 ? (
        <section aria-labelledby="article-tours" className="mt-12">
          <h2 id="article-tours" className="mb-4 text-2xl font-bold text-slate-900">
            {t('place.toursForTrip')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {article.activities.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

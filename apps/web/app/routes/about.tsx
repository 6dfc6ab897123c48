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
import { splitLocale } from '@serendib/domain/i18n/locales'
import { englishLang, ShownInEnglish } from '../components/ui/content-language'
import { withLang } from '../lib/content-lang'

const FALLBACK_TITLE = 'About us'

/** Sanitised on the server: the sanitiser stays out of the browser bundle. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await loadMain(
    context.get(apiContext),
    // The page's text in its language where the admin translated it (decision 086).
    withLang('/api/content/site/get', splitLocale(new URL(request.url).pathname).locale),
    (body: ApiSuccess<SiteContent>) => body.data,
  )
  const title = content.about_title || FALLBACK_TITLE
  const untranslated = new Set(content.untranslated ?? [])
  return {
    title,
    /** Fields left in English on a translated page: marked lang="en", with one note. */
    english: {
      title: untranslated.has('about_title'),
      intro: untranslated.has('about_meta_description'),
      text: untranslated.has('about'),
    },
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
    'content',
    'crumb',
    'place',
    'promise',
    'auth.promise.freeCancellation',
    'auth.promise.noFees',
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
  const { title, html, intro, english } = loaderData
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs items={[{ label: title, ...englishLang(english.title) }]} className="mb-4" />
        <h1
          className="mb-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          {...englishLang(english.title)}
        >
          {title}
        </h1>
        {intro ? (
          <p className="mb-8 text-lg text-slate-700 sm:text-xl" {...englishLang(english.intro)}>
            {intro}
          </p>
        ) : null}
        {english.title || english.intro || english.text ? <ShownInEnglish className="-mt-6 mb-8" /> : null}
        {html ? (
          <div {...englishLang(english.text)}>
            <RichText html={html} />
          </div>
        ) : null}
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

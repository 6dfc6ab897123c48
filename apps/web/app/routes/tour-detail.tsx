import { isTravellerLocale, splitLocale, type Locale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import type { ActivityDetail, ApiSuccess, SearchResponse } from '@serendib/domain/catalogue-api'
import type { ApiClient } from '@serendib/domain/api-client'
import type { ReviewBrowseResponse } from '@serendib/domain/api/review-browse'
import { reviewFilterFrom, reviewFilterParams } from '@serendib/domain/review-browse'
import { RequestLimit } from '@serendib/domain/site'
import { cutText } from '@serendib/domain/text'
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/tour-detail'
import { routeMessages } from '../lib/message-catalogue'
import { BOOKING_PANEL_ID, BookingPanel } from '../components/tour-detail/booking-panel'
import { Breadcrumb } from '../components/tour-detail/breadcrumb'
import { ImageGallery } from '../components/tour-detail/image-gallery'
import { MobileBookBar } from '../components/tour-detail/mobile-book-bar'
import { RelatedTours } from '../components/tour-detail/related-tours'
import { ReviewsSection } from '../components/tour-detail/reviews-section'
import { TourFaq } from '../components/tour-detail/tour-faq'
import { TourSummary } from '../components/tour-detail/tour-summary'
import { TourTabs } from '../components/tour-detail/tour-tabs'
import { englishLang, ShownInEnglish } from '../components/ui/content-language'
import { apiContext } from '../lib/api-context'
import { withLang } from '../lib/content-lang'
import { useTranslator } from '../lib/i18n'
import { loadMain } from '../lib/load-main'
import { loadSoft } from '../lib/load-soft'
import { translate } from '../lib/message-catalogue'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta, titleWithSite } from '../lib/page-meta'
import { parseId } from '../lib/route-params'
import { searchResults } from '../lib/search-results'
import { breadcrumbJsonLd, productJsonLd, type Crumb } from '../lib/structured-data'
import { slugRedirectTarget, tourSection } from '../lib/tour-page'
import { QUOTE_FORM_ID, QuoteRequestForm } from '../components/quotes/quote-request-form'
import {
  checkQuoteForm,
  quoteFormValues,
  quoteReplyResult,
  quoteRequestBody,
  type QuoteResult,
} from '../lib/quote-request'
import { TourType } from '@serendib/domain/tour-types'

/** Meta descriptions longer than this are cut by search engines anyway. */
const DESCRIPTION_MAX = 160

/** Same categories, any type, without the tour itself: ask for one more and drop it. */
async function loadRelated(api: ApiClient, activity: ActivityDetail, locale: Locale) {
  if (activity.category.length === 0) return []
  const ids = activity.category.map((c) => c.category_id).join(',')
  const cards = await loadSoft(
    api,
    withLang(`/api/search?category=${ids}&limit=${RequestLimit.related + 1}`, locale),
    (body: SearchResponse) => searchResults(body),
  )
  return (cards ?? []).filter((card) => card.id !== activity.id).slice(0, RequestLimit.related)
}

/**
 * Serves all four detail routes of spec §2. An id no tour can have, or an unknown or inactive
 * tour, throws 404 so the root boundary renders the not-found page with a real 404 status.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.aid)
  if (id === null) throw data(null, { status: 404 })
  const api = context.get(apiContext)
  const { locale } = splitLocale(new URL(request.url).pathname)
  const activity = await loadMain(
    api,
    withLang(`/api/activity?id=${id}`, locale),
    (body: ApiSuccess<ActivityDetail>) => body.data,
  )

  // A wrong slug is a stale or mistyped link: move it for good. Other spellings stay served
  // and name the canonical URL instead (see slugRedirectTarget).
  const seourl = 'seourl' in params ? params.seourl : undefined
  const target = slugRedirectTarget(seourl, activity.full_seo_url)
  if (target) throw redirect(`${target}${new URL(request.url).search}`, 301)

  // Reviews filtered, sorted and paged by the URL (?stars=&photos=1&sort=&page=), so each view is a link.
  const reviewFilter = reviewFilterFrom(new URL(request.url).searchParams)
  const reviewQuery = reviewFilterParams(reviewFilter)
  reviewQuery.set('id', String(id))
  const [related, reviewBrowse] = await Promise.all([
    loadRelated(api, activity, locale),
    loadSoft(api, `/api/activity/reviews?${reviewQuery}`, (body: ReviewBrowseResponse) => body.data),
  ])
  return {
    activity,
    related,
    reviewFilter,
    reviewBrowse,
    crumbs: crumbsFor(activity, locale),
    canonical: canonicalUrl(request.url, activity.full_seo_url),
    messages: routeMessages(new URL(request.url).pathname, handle.messages),
  }
}

/**
 * A round tour's quote request posted before the page's JavaScript runs (decision 079): sent as a
 * visitor's (name and e-mail; the session is in the browser), answered on the same page.
 */
export async function action({ params, request, context }: Route.ActionArgs): Promise<QuoteResult> {
  const id = parseId(params.aid)
  if (id === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const values = quoteFormValues((name) => form.get(name))
  const problem = checkQuoteForm(values, true)
  if (problem) return problem
  const { locale } = splitLocale(new URL(request.url).pathname)
  const body = quoteRequestBody(id, values, true, isTravellerLocale(locale) ? locale : undefined)
  const reply = await context.get(apiContext).post('/api/quotes', body)
  return quoteReplyResult(reply.ok, reply.status, reply.body, values)
}

// A quote request changes nothing the page shows: do not load the tour again after it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate
}

/** Home › the tour's section › the tour, named in the page's language (the JSON-LD's too). */
function crumbsFor(activity: ActivityDetail, locale: Locale): Crumb[] {
  const section = tourSection(activity.tour_type)
  const sectionName = translate(locale, SECTION_NAMES[activity.tour_type])
  return [
    { name: translate(locale, 'tour.home'), url: '/' },
    { name: sectionName, url: section.href },
    { name: activity.title },
  ]
}

const SECTION_NAMES = {
  1: 'tour.section1',
  2: 'tour.section2',
  3: 'tour.section3',
  4: 'tour.section3',
} as const satisfies Record<ActivityDetail['tour_type'], MessageId>

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: [
    'tour',
    'panel',
    // The server's refusals of the booking panel, in the page's language (decision 082).
    'refusal',
    'price',
    'promise',
    'card',
    'content',
    'quote',
    'faq',
    'gallery',
    'plan',
    // The sign-in forms' and the spec's messages (decision 077); no longer common (decision 068).
    'msg',
  ] satisfies MessagePrefix[],
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { activity, canonical, crumbs } = loaderData
  const image = activity.images[0] ?? activity.cover_image
  // The SEO title and description are English only: a translated tour is titled by its translation.
  const translated = activity.content_locale !== undefined && activity.content_locale !== 'en'
  return [
    ...pageMeta({
      title: titleWithSite(translated ? activity.title : activity.seo_title || activity.title),
      description: translated
        ? cutText(activity.overview, DESCRIPTION_MAX)
        : activity.seo_description || cutText(activity.overview, DESCRIPTION_MAX),
      canonical,
      image: image ? absoluteUrl(canonical, largestSource(image.srcset, image.url)) : null,
      imageAlt: image?.alt_text || activity.title,
      type: 'product',
    }),
    { 'script:ld+json': productJsonLd(activity, canonical) },
    { 'script:ld+json': breadcrumbJsonLd(crumbs, canonical) },
  ]
}

/** Beside the booking panel: a round tour can also be tailored (the form is lower on the page). */
function QuoteLink() {
  const { t } = useTranslator()
  return (
    <p className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      {t('quote.tailorIt')}{' '}
      <a href={`#${QUOTE_FORM_ID}`} className="font-semibold text-brand-700 underline underline-offset-2">
        {t('quote.heading')}
      </a>
    </p>
  )
}

export default function TourDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { activity, related, canonical, crumbs, reviewBrowse, reviewFilter } = loaderData
  const { t } = useTranslator()
  return (
    // Keyed by tour: moving to a related tour of the same route must not keep the last tour's
    // gallery position, open tab or half-filled booking form.
    <div key={activity.id} className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-4 pb-12 sm:px-6">
      <Breadcrumb crumbs={crumbs} />
      <TourSummary activity={activity} />
      {/* Fixed to the bottom of a phone's screen, but early in the tab order: it hides once the
          booking panel is in view, so placed last a keyboard would never reach its Book Now. */}
      <MobileBookBar activity={activity} panelId={BOOKING_PANEL_ID} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-10">
          <ImageGallery images={activity.images} title={activity.title} />
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="mb-2 text-xl font-bold text-slate-900 sm:text-2xl">
              {t('tour.overview')}
            </h2>
            <p
              className="text-slate-800"
              {...englishLang(Boolean(activity.untranslated?.includes('overview')))}
            >
              {activity.overview}
            </p>
            {activity.untranslated?.includes('overview') ? <ShownInEnglish className="mt-2" /> : null}
          </section>
          <TourTabs activity={activity} />
          <TourFaq activity={activity} />
          {activity.tour_type === TourType.round ? (
            <QuoteRequestForm activityId={activity.id} fallback={actionData} />
          ) : null}
          <ReviewsSection
            reviews={activity.clientReviews}
            averageRating={activity.average_rating}
            ratingCount={activity.rating_count}
            browse={reviewBrowse}
            filter={reviewFilter}
          />
        </div>
        <div className="min-w-0">
          {/* Sticky below the site header on desktops; on phones it follows the content. */}
          <div className="lg:sticky lg:top-24">
            <BookingPanel activity={activity} shareUrl={canonical} />
            {activity.tour_type === TourType.round ? <QuoteLink /> : null}
          </div>
        </div>
      </div>
      <RelatedTours tours={related} />
    </div>
  )
}

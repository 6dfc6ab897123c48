import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { todayInColombo } from '@serendib/domain/dates'
import type { FaqGroup } from '@serendib/domain/help-faq'
import { centsToDollars } from '@serendib/domain/money'
import { tourTypeLabels } from '@serendib/domain/tour-types'
import { absoluteUrl, largestSource } from './page-meta'
import { reviewerName } from './tour-page'

/** schema.org JSON-LD object; React Router's meta `script:ld+json` escapes it for the page. */
export type JsonLd = Record<string, unknown>

/** Enough reviews to show real voices to search engines without repeating the whole list. */
const JSON_LD_REVIEW_LIMIT = 5

export interface Crumb {
  name: string
  /** Site path or absolute URL; the last crumb (the page itself) may omit it. */
  url?: string
}

/** BreadcrumbList of the visible breadcrumb, with absolute item URLs (on the request origin) as Google requires. */
export function breadcrumbJsonLd(crumbs: Crumb[], requestUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: absoluteUrl(requestUrl, crumb.url) } : {}),
    })),
  }
}

/**
 * Product with its "from" offer in USD. Spec §2: the aggregate rating (and so the reviews)
 * is carried only when reviews exist; an AggregateRating with a zero count is invalid for
 * search engines and would claim a rating nobody gave.
 */
export function productJsonLd(activity: ActivityDetail, requestUrl: string): JsonLd {
  const url = absoluteUrl(requestUrl, activity.full_seo_url)
  const images =
    activity.images.length > 0 ? activity.images : activity.cover_image ? [activity.cover_image] : []
  const hasRating = activity.rating_count > 0 && activity.average_rating != null

  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.title,
    // The whole overview: SEO descriptions are cut for result snippets, this is the product text.
    description: activity.overview || activity.seo_description,
    sku: activity.tour_id,
    url,
    category: tourTypeLabels[activity.tour_type],
    ...(images.length > 0
      ? { image: images.map((image) => absoluteUrl(requestUrl, largestSource(image.srcset, image.url))) }
      : {}),
    ...(activity.supplier_name ? { brand: { '@type': 'Brand', name: activity.supplier_name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      // Two decimals as a string: schema.org reads a plain number, and 45.5 would look odd.
      price: centsToDollars(activity.price.selling_price_cents).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    ...(hasRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(activity.average_rating!.toFixed(1)),
            reviewCount: activity.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(activity.clientReviews.length > 0
            ? {
                review: activity.clientReviews.slice(0, JSON_LD_REVIEW_LIMIT).map((review) => ({
                  '@type': 'Review',
                  author: { '@type': 'Person', name: reviewerName(review.profile) },
                  // The calendar day shown on the page (Asia/Colombo), not the UTC one.
                  datePublished: todayInColombo(new Date(review.review_datetime)),
                  reviewBody: review.review_feedback,
                  reviewRating: {
                    '@type': 'Rating',
                    ratingValue: review.review_rating,
                    bestRating: 5,
                    worstRating: 1,
                  },
                })),
              }
            : {}),
        }
      : {}),
  }
}

/** FAQPage of the help centre's questions, every answer in full as Google asks (issue 18). */
export function faqJsonLd(groups: readonly FaqGroup[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  }
}

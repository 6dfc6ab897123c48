import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { FAQ_GROUPS } from '@serendib/domain/help-faq'
import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, faqJsonLd, productJsonLd } from './structured-data'

const origin = 'https://serendib.example'
/** Any address of the page works: only its origin is used. */
const requestUrl = `${origin}/activity/details/3?ref=mail`

function activity(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  const image = {
    id: 1,
    url: '/media/tea-800.webp',
    srcset: '/media/tea-400.webp 400w, /media/tea-800.webp 800w, /media/tea-1200.webp 1200w',
    alt_text: 'Tea pickers',
  }
  return {
    id: 3,
    tour_id: 'SER-00003',
    title: 'Hill Country Tea Trails',
    overview: 'Five days among the tea estates.',
    tour_type: 1,
    duration_value: 5,
    duration_unit: 1,
    cover_image: image,
    seo_url: 'hill-country-tea-trails-5-days',
    full_seo_url: '/round-tours/hill-country-tea-trails-5-days/details/3',
    average_rating: 4.666,
    rating_count: 3,
    sold: 120,
    featured: false,
    price: { selling_price: 645.5, selling_price_cents: 64550 },
    discount: null,
    category: [],
    location_name: 'Kandy',
    guide_languages: ['en'],
    images: [image],
    seo_title: 'Tea Trails | Serendib',
    seo_description: 'Walk the tea country.',
    itinery: [],
    inclusion: '',
    exclision: '',
    know_policy: '',
    know: { know_policy: '' },
    condtions: '',
    cancel_policy: '',
    meeting_point: '',
    contact_number: null,
    clientReviews: [
      {
        id: 9,
        review_rating: 5,
        review_feedback: 'Lovely </script> guide',
        review_datetime: '2026-11-09T23:55:00.000Z',
        profile: { first_name: 'Nimal', last_name: 'P' },
        images: [],
      },
    ],
    supplier_name: 'Lanka Trails',
    supplier: { id: 1, supplier_profile: { work_name: 'Lanka Trails', work_mobile: null } },
    pricing_basis: 1,
    status: 1,
    sale_type: 1,
    include_adults: true,
    include_children: true,
    include_infants: true,
    adults_age_from: 12,
    adults_age_to: 99,
    children_age_from: 3,
    children_age_to: 11,
    infant_age_from: 0,
    infant_age_to: 2,
    adults: [],
    children: [],
    infants: [],
    available_locations: [],
    pickup_locations: [],
    rates: {
      adult_cents: 64550,
      child_cents: null,
      infant_cents: null,
      group_cents: null,
      max_group_size: null,
    },
    deals: null,
    booking_cutoff_days: 1,
    tour_options: [],
    ...overrides,
  }
}

describe('productJsonLd', () => {
  it('describes the tour with an absolute URL, images and a USD offer', () => {
    const json = productJsonLd(activity(), requestUrl)
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hill Country Tea Trails',
      description: 'Five days among the tea estates.',
      sku: 'SER-00003',
      url: `${origin}/round-tours/hill-country-tea-trails-5-days/details/3`,
      image: [`${origin}/media/tea-1200.webp`],
      brand: { '@type': 'Brand', name: 'Lanka Trails' },
      offers: {
        '@type': 'Offer',
        price: '645.50',
        priceCurrency: 'USD',
        url: `${origin}/round-tours/hill-country-tea-trails-5-days/details/3`,
      },
    })
  })

  it('carries the aggregate rating to one decimal, and the reviews, when reviews exist', () => {
    const json = productJsonLd(activity(), requestUrl)
    expect(json.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    expect(json.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Nimal P.' },
        datePublished: '2026-11-10',
        reviewBody: 'Lovely </script> guide',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ])
  })

  it('leaves the rating and reviews out when nobody has rated the tour', () => {
    const json = productJsonLd(
      activity({ rating_count: 0, average_rating: null, clientReviews: [] }),
      requestUrl,
    )
    expect(json).not.toHaveProperty('aggregateRating')
    expect(json).not.toHaveProperty('review')
    expect(json).toHaveProperty('offers')
  })

  it('falls back to the SEO description and leaves out images and brand it does not have', () => {
    const json = productJsonLd(
      activity({ overview: '', images: [], cover_image: null, supplier_name: '' }),
      requestUrl,
    )
    expect(json.description).toBe('Walk the tea country.')
    expect(json).not.toHaveProperty('image')
    expect(json).not.toHaveProperty('brand')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs; the current page may have none', () => {
    expect(
      breadcrumbJsonLd(
        [{ name: 'Home', url: '/' }, { name: 'Round Tours', url: '/round-tours' }, { name: 'Tea Trails' }],
        requestUrl,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Round Tours', item: `${origin}/round-tours` },
        { '@type': 'ListItem', position: 3, name: 'Tea Trails' },
      ],
    })
  })
})

describe('faqJsonLd', () => {
  it('lists every question with its whole answer', () => {
    const json = faqJsonLd(FAQ_GROUPS)
    expect(json['@type']).toBe('FAQPage')
    const questions = json.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>
    expect(questions).toHaveLength(FAQ_GROUPS.flatMap((g) => g.items).length)
    const cancel = questions.find((q) => q.name === 'Can I cancel for free?')!
    expect(cancel.acceptedAnswer.text).toContain('Sri Lanka time')
    expect(cancel.acceptedAnswer.text).toContain('\n\n')
  })
})

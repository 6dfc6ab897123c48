import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalUrl, largestSource, pageMeta, titleWithSite } from './page-meta'

describe('titleWithSite', () => {
  it('adds the site name once', () => {
    expect(titleWithSite('Travel Inspirations')).toBe('Travel Inspirations | Serendib')
    expect(titleWithSite('Colombo Tours & Activities | Serendib')).toBe(
      'Colombo Tours & Activities | Serendib',
    )
    expect(titleWithSite('About Serendib | Tours in Sri Lanka')).toBe('About Serendib | Tours in Sri Lanka')
    expect(titleWithSite('  ')).toBe('Serendib')
  })
})

describe('canonicalUrl', () => {
  it('puts the path on the request origin and drops query and fragment', () => {
    expect(
      canonicalUrl('http://localhost:3403/kandy/x/location/2?utm=1', '/kandy/kandy-tours/location/2'),
    ).toBe('http://localhost:3403/kandy/kandy-tours/location/2')
    expect(canonicalUrl('https://serendib.example/help', '/help/0?x=1#top')).toBe(
      'https://serendib.example/help/0',
    )
  })

  it("stays in the request's language (decision 071)", () => {
    expect(canonicalUrl('http://localhost:3403/de/activity/details/5', '/day-tours/x/details/5')).toBe(
      'http://localhost:3403/de/day-tours/x/details/5',
    )
    expect(canonicalUrl('https://serendib.example/ru/about', '/about')).toBe(
      'https://serendib.example/ru/about',
    )
    expect(canonicalUrl('https://serendib.example/about', '/about')).toBe('https://serendib.example/about')
  })
})

describe('pageMeta language alternates (decision 071)', () => {
  it('names the page in every traveller language and x-default, from any language version', () => {
    const tags = pageMeta({ title: 't', description: 'd', canonical: 'https://serendib.example/fr/help/1' })
    const alternates = tags
      .filter((tag) => 'rel' in tag && tag.rel === 'alternate')
      .map((tag) => `${(tag as { hrefLang: string }).hrefLang} ${(tag as { href: string }).href}`)
    expect(alternates).toEqual([
      'en https://serendib.example/help/1',
      'de https://serendib.example/de/help/1',
      'fr https://serendib.example/fr/help/1',
      'ru https://serendib.example/ru/help/1',
      'zh-Hans https://serendib.example/zh/help/1',
      'hi https://serendib.example/hi/help/1',
      'ja https://serendib.example/ja/help/1',
      'x-default https://serendib.example/help/1',
    ])
  })
})

describe('absoluteUrl', () => {
  it('resolves a path against the request origin only', () => {
    expect(absoluteUrl('https://serendib.example/a/b?c=1', '/media/x-1200.webp')).toBe(
      'https://serendib.example/media/x-1200.webp',
    )
  })
})

describe('pageMeta', () => {
  it('emits title, description, canonical and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'About | Serendib',
      description: 'Who we are',
      canonical: 'https://serendib.example/about',
    })
    expect(tags).toContainEqual({ title: 'About | Serendib' })
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://serendib.example/about' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://serendib.example/about' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' })
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' })
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false)
  })

  it('takes another Open Graph type in place of the default', () => {
    const tags = pageMeta({
      title: 't',
      description: 'd',
      canonical: 'https://serendib.example/',
      type: 'product',
    })
    expect(tags.filter((tag) => 'property' in tag && tag.property === 'og:type')).toEqual([
      { property: 'og:type', content: 'product' },
    ])
  })

  it('adds the share image when there is one', () => {
    const tags = pageMeta({
      title: 't',
      description: 'd',
      canonical: 'https://serendib.example/',
      image: 'https://serendib.example/media/a-1200.webp',
      imageAlt: 'A beach',
    })
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://serendib.example/media/a-1200.webp',
    })
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'A beach' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
})

describe('largestSource', () => {
  it('picks the widest candidate, or the fallback without a usable srcset', () => {
    expect(
      largestSource('/m/a-400.webp 400w, /m/a-1200.webp 1200w, /m/a-800.webp 800w', '/m/a-800.webp'),
    ).toBe('/m/a-1200.webp')
    expect(largestSource('', '/m/a-800.webp')).toBe('/m/a-800.webp')
    expect(largestSource(null, '/m/a-800.webp')).toBe('/m/a-800.webp')
  })
})

import type { MetaDescriptor } from 'react-router'
import { languageAlternates, localizedPath, splitLocale } from '@serendib/domain/i18n/locales'
import { pageTitle, SITE_NAME } from './seo'

export interface PageMetaInput {
  /** Full document title, already carrying the site name (see `titleWithSite`). */
  title: string
  description: string
  /** Absolute URL; see `canonicalUrl`. */
  canonical: string
  /** Absolute URL of a share image, when the page has one. */
  image?: string | null
  imageAlt?: string
  /** Open Graph type: 'product' for a tour, which is something to buy. */
  type?: 'website' | 'product'
}

/**
 * Admin-written SEO titles often end in "| Serendib" already; appending it again would read
 * "Colombo Tours | Serendib | Serendib" in search results.
 */
export function titleWithSite(title: string): string {
  const trimmed = title.trim()
  if (!trimmed) return pageTitle()
  return trimmed.toLowerCase().includes(SITE_NAME.toLowerCase()) ? trimmed : pageTitle(trimmed)
}

/**
 * Absolute URL of `path` on the site that served this request. Loaders pass `request.url`,
 * which the server builds from the Host and (behind a trusted proxy) the forwarded protocol,
 * so links in meta tags match the address people actually use.
 */
export function absoluteUrl(requestUrl: string, path: string): string {
  return new URL(path, new URL(requestUrl).origin).href
}

/**
 * Like `absoluteUrl`, without query string or fragment: they never belong in these canonicals.
 * In the request's language: the German page's canonical is the German URL (decision 071).
 */
export function canonicalUrl(requestUrl: string, path: string): string {
  const { locale } = splitLocale(new URL(requestUrl).pathname)
  const url = new URL(absoluteUrl(requestUrl, localizedPath(splitLocale(path).path, locale)))
  url.search = ''
  url.hash = ''
  return url.href
}

/** Title, description, canonical link and the Open Graph / Twitter tags of one page. */
export function pageMeta({
  title,
  description,
  canonical,
  image,
  imageAlt,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // The same page in every traveller language, and x-default (English).
    ...languageAlternates(new URL(canonical).pathname + new URL(canonical).search).map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: new URL(alternate.path, canonical).href,
    })),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
  if (image) {
    tags.push({ property: 'og:image', content: image })
    if (imageAlt) tags.push({ property: 'og:image:alt', content: imageAlt })
  }
  return tags
}

/** The widest candidate of a `srcset` ("a-400.webp 400w, a-1200.webp 1200w"): share cards want big images. */
export function largestSource(srcset: string | null | undefined, fallback: string): string {
  let best = { url: fallback, width: 0 }
  for (const candidate of (srcset ?? '').split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    const width = Number.parseInt(descriptor ?? '', 10)
    if (url && Number.isFinite(width) && width > best.width) best = { url, width }
  }
  return best.url
}

/** Title and description of a page that search engines should leave out (account, one-time links). */
export function privatePageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ]
}

import type { Route } from './+types/not-found'
import { data } from 'react-router'
import { NotFoundPage } from '../components/ui/not-found-page'
import { pageTitle } from '../lib/seo'
import { metaText } from '../lib/meta-i18n'

/** Throwing (not returning) makes the server answer 404, so crawlers drop dead links. */
export function loader() {
  throw data(null, { status: 404 })
}

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = { translated: true }

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaText(matches, 'title.notFound', 'Page not found')) },
    { name: 'robots', content: 'noindex' },
  ]
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

// Never reached (the loader always throws), but a route module needs a component.
export default function NotFound() {
  return <NotFoundPage />
}

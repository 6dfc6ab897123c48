import type { TravelInspiration } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'

/**
 * The title is the article link, stretched over the whole card so the card is one click target
 * while screen readers hear a single link. Inspirations without an article stay plain text.
 */
export function InspirationTitle({ item }: { item: TravelInspiration }) {
  // The article in the page's language (decision 086).
  const { lp } = useTranslator()
  if (!item.seo_url) return <>{item.title}</>
  return (
    <Link
      to={lp(`/travel-inspiration/${item.seo_url}`)}
      className="rounded after:absolute after:inset-0 hover:text-brand-700 hover:underline"
    >
      {item.title}
    </Link>
  )
}

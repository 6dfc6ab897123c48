import type { DealCard } from '@serendib/domain/api/account'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { TagIcon } from '../ui/icons'

/** GET /api/account/all/deals: one running deal (docs/account-area-api.md). */
export type Deal = DealCard

/** The search page with the deals filter on (spec §2 Search: the deals checkbox). */
export const DEALS_SEARCH_HREF = '/search?deals=1'

/** Spec §2 Deals: image, discount percent, title and the number of tours on the deal. */
export function DealCard({ deal }: { deal: Deal }) {
  const count = deal.num_activities
  const { t, lp } = useTranslator()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[16/9] bg-slate-200">
        {deal.image ? (
          <img
            src={deal.image}
            srcSet={deal.image_srcset || undefined}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-3 py-1 text-sm font-bold text-white">
          {t('card.discount', { percent: deal.discount })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-snug font-bold text-slate-900">
          <Link
            to={lp(DEALS_SEARCH_HREF)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {deal.title}
          </Link>
        </h2>
        <p className="mt-auto flex items-center gap-1.5 text-sm text-slate-700">
          <TagIcon width={16} height={16} className="text-brand-700" />
          {t('acct.activities', { count })}
        </p>
      </div>
    </article>
  )
}

import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import { Link } from 'react-router'
import { Chip, EmptyState } from './data-states'

const percent = (share: number) => `${Math.round(share * 100)} %`

/**
 * Other tours whose title or overview reads nearly the same (issue 29: a near-copy of another
 * supplier's tour went through). The admin opens each to compare before deciding.
 */
export function SimilarTours({ similar }: { similar: AdminTourReview['similar'] }) {
  if (similar.length === 0)
    return <EmptyState>No other tour has a title or overview that reads nearly the same.</EmptyState>
  return (
    <>
      <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {similar.length === 1 ? 'One tour reads' : `${similar.length} tours read`} nearly the same. Check it
        is not a copy before you approve.
      </p>
      <ul className="flex flex-col gap-2">
        {similar.map((t) => (
          <li key={t.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/tours/${t.id}`} className="font-semibold text-brand-700 underline">
                {t.tour_id} · {t.title}
              </Link>
              <Chip colour={t.status === 1 ? 'green' : 'grey'}>{t.status_label}</Chip>
              {t.same_supplier ? <Chip colour="teal">Same supplier</Chip> : null}
            </p>
            <p className="mt-1 text-slate-700">
              {t.supplier_name || '—'} · title {percent(t.title_similarity)} alike · overview{' '}
              {percent(t.overview_similarity)} alike
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

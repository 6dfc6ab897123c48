import type { AdminTourQueuePage as TourQueuePage } from '@serendib/domain/api/supplier-tours'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/tour-queue'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Tour review · Serendib admin' }]
}

type Queue = 'pending' | 'changed'
const queueOf = (value: string | null): Queue => (value === 'changed' ? 'changed' : 'pending')

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams
  const queue = queueOf(params.get('queue'))
  return adminApi.get<TourQueuePage>(
    withQuery('/api/admin/tours/review-queue', { queue, page: params.get('page') ?? undefined }),
  )
}

const tabs: [Queue, string][] = [
  ['pending', 'Awaiting review'],
  ['changed', 'Changed since approval'],
]

/** Tours waiting for a first decision (oldest first), and active tours edited since approval. */
export default function AdminTourQueue({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const queue = queueOf(params.get('queue'))
  return (
    <>
      <PageHeader
        title="Tour review"
        description="Check each tour as travellers will see it, then approve it or give the supplier a reason."
      />
      <nav aria-label="Review queues" className="mb-4 flex flex-wrap gap-2">
        {tabs.map(([value, text]) => (
          <Link
            key={value}
            to={`/admin/tours?queue=${value}`}
            aria-current={queue === value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              queue === value
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {text}
          </Link>
        ))}
      </nav>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption={queue === 'pending' ? 'Tours awaiting review' : 'Active tours changed since approval'}
            rows={reply.data.tours}
            rowKey={(t) => t.id}
            empty={
              queue === 'pending'
                ? 'No tour is waiting for review.'
                : 'No active tour has changed since its approval.'
            }
            columns={[
              {
                header: 'Tour',
                cell: (t) => (
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/tours/${t.id}`}>
                    {t.title || 'Untitled tour'}
                  </Link>
                ),
              },
              {
                header: 'Supplier',
                cell: (t) => (
                  <Link className="underline" to={`/admin/suppliers/${t.supplier.id}`}>
                    {t.supplier.name || t.supplier.email}
                  </Link>
                ),
              },
              {
                header: queue === 'pending' ? 'Submitted' : 'Last change',
                cell: (t) => dateTime(queue === 'pending' ? t.submitted_at : t.updated_at),
              },
              {
                header: queue === 'pending' ? 'Status' : 'Changes',
                cell: (t) =>
                  queue === 'pending' ? (
                    <Chip colour="amber">{t.status_label}</Chip>
                  ) : (
                    `${t.diff.length} field${t.diff.length === 1 ? '' : 's'}`
                  ),
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminReview } from '@serendib/domain/api/admin-people'
import { useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/reviews'
import { ConfirmDialog } from '../../components/admin/confirm-dialog'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { button, PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Reviews · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminReview>>(
    withQuery('/api/admin/reviews', new URL(request.url).searchParams),
  )
}

export default function AdminReviews({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const notify = useSnackbar()
  const [target, setTarget] = useState<AdminReview | null>(null)
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Hide a review that breaks the guidelines; the tour's rating follows at once."
      />
      <FilterForm>
        <TextFilter name="q" labelText="Text, tour, e-mail or reference" value={params.get('q')} />
        <SelectFilter
          name="hidden"
          labelText="Visibility"
          value={params.get('hidden')}
          options={[
            ['0', 'Visible'],
            ['1', 'Hidden'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Reviews"
            rows={reply.data.data}
            rowKey={(r) => r.id}
            empty="No review matches these filters."
            columns={[
              { header: 'When', cell: (r) => dateTime(r.created_at) },
              {
                header: 'Tour',
                cell: (r) => `${r.tour.title} (${r.tour.average_rating ?? '—'} from ${r.tour.rating_count})`,
              },
              { header: 'Stars', cell: (r) => `${r.rating} / 5` },
              {
                header: 'Review',
                cell: (r) => <span className="block max-w-md whitespace-pre-wrap">{r.feedback || '—'}</span>,
              },
              { header: 'By', cell: (r) => `${r.customer.name} · ${r.booking_reference}` },
              {
                header: 'State',
                cell: (r) =>
                  r.hidden ? <Chip colour="red">Hidden</Chip> : <Chip colour="green">Visible</Chip>,
              },
              {
                header: 'Actions',
                cell: (r) => (
                  <button type="button" className={button.small} onClick={() => setTarget(r)}>
                    {r.hidden ? 'Restore' : 'Hide'}
                  </button>
                ),
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title={target?.hidden ? 'Restore this review' : 'Hide this review'}
        confirmLabel={target?.hidden ? 'Restore review' : 'Hide review'}
        danger={!target?.hidden}
        onClose={() => setTarget(null)}
        description="The tour's average rating and count are recomputed in the same step."
        onConfirm={async () => {
          const answer = await adminApi.post(
            `/api/admin/reviews/${target!.id}/${target!.hidden ? 'restore' : 'hide'}`,
          )
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Saved', 'success')
          void revalidator.revalidate()
          return null
        }}
      />
    </>
  )
}

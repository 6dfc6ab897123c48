import type { AdminTourReview } from '@serendib/domain/api/admin-tours'
import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/tour-review'
import { Chip, EmptyState, ErrorState } from '../../components/admin/data-states'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { TourDecisions } from '../../components/admin/tour-decisions'
import { SimilarTours } from '../../components/admin/similar-tours'
import { TourDiff } from '../../components/admin/tour-diff'
import { TourTerms } from '../../components/admin/tour-terms'
import { ImageGallery } from '../../components/tour-detail/image-gallery'
import { PriceTag } from '../../components/tour-detail/price-tag'
import { TourSummary } from '../../components/tour-detail/tour-summary'
import { TourTabs } from '../../components/tour-detail/tour-tabs'
import { adminApi } from '../../lib/admin/admin-api'
import { tourChip } from '../../lib/admin/approval'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Review tour · Serendib admin' }]
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminApi.get<{ review: AdminTourReview; tour: ActivityDetail }>(
    `/api/admin/tours/${encodeURIComponent(params.id)}/review`,
  )
}

/**
 * The public tour page's own parts (summary, gallery, overview, tabs, price), fed the tour in any
 * status: the admin sees what travellers will see. The booking panel is left out, since it quotes
 * and sells, which only an active tour may.
 */
function PublicPagePreview({ tour }: { tour: ActivityDetail }) {
  return (
    <section
      aria-label="The tour as travellers will see it"
      className="rounded-xl border-2 border-dashed border-brand-300 bg-white p-4 sm:p-6"
    >
      <p className="mb-4 text-xs font-semibold tracking-wide text-brand-800 uppercase">
        As travellers will see it
      </p>
      <div className="flex flex-col gap-6">
        <TourSummary activity={tour} />
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_300px]">
          <div className="flex min-w-0 flex-col gap-8">
            <ImageGallery images={tour.images} title={tour.title} />
            <section aria-labelledby="review-overview">
              <h2 id="review-overview" className="mb-2 text-xl font-bold text-slate-900">
                Overview
              </h2>
              <p className="whitespace-pre-line text-slate-800">{tour.overview}</p>
            </section>
            <TourTabs activity={tour} />
          </div>
          <div className="min-w-0">
            <div className="rounded-xl border border-slate-200 p-4">
              <PriceTag activity={tour} />
              <p className="mt-2 text-sm text-slate-600">
                Supplier: {tour.supplier_name || '—'}
                {tour.contact_number ? ` · ${tour.contact_number}` : ''}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}

export default function AdminTourReviewPage({ loaderData: reply }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const back = (
    <p className="mb-2 text-sm">
      <Link to="/admin/tours" className="text-brand-700 underline">
        ← Tour review
      </Link>
    </p>
  )
  if (!reply.ok)
    return (
      <>
        {back}
        <ErrorState message={reply.message} />
      </>
    )
  const { review, tour } = reply.data
  const chip = tourChip(review.status)
  return (
    <>
      {back}
      <PageHeader title={tour.title || 'Untitled tour'} />
      <Panel title="Review">
        <div className="flex flex-col gap-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Chip colour={chip.colour}>{chip.label}</Chip>
            {review.queue === 'changed' ? <Chip colour="purple">Changed since approval</Chip> : null}
            {review.featured ? <Chip colour="teal">Made for you</Chip> : null}
          </p>
          <p>
            Supplier:{' '}
            <Link
              className="font-semibold text-brand-700 underline"
              to={`/admin/suppliers/${review.supplier.id}`}
            >
              {review.supplier.name || review.supplier.email}
            </Link>{' '}
            ({review.supplier.approval_label})
          </p>
          <p className="text-slate-600">
            Submitted {dateTime(review.submitted_at)} · Approved {dateTime(review.approved_at)}
            {review.changed_at ? ` · Changed ${dateTime(review.changed_at)}` : ''}
          </p>
          {review.rejection_reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-900">
              <span className="font-semibold">Reason sent to the supplier: </span>
              {review.rejection_reason}
            </p>
          ) : null}
          {review.status === TourLifecycle.suspended ? (
            <p className="rounded-lg bg-slate-100 p-3">
              Off sale while its supplier is suspended; reinstating the supplier puts it back on sale.
            </p>
          ) : null}
          <TourDecisions review={review} onDone={() => void revalidator.revalidate()} />
        </div>
      </Panel>
      <Panel title="Tours that read nearly the same">
        <SimilarTours similar={review.similar} />
      </Panel>
      <Panel title="What changed since approval">
        {review.has_approved_version ? (
          <TourDiff diff={review.diff} />
        ) : (
          <EmptyState>Never approved before: there is no earlier version to compare with.</EmptyState>
        )}
      </Panel>
      <Panel title="What the supplier sells">
        <TourTerms review={review} />
      </Panel>
      <PublicPagePreview tour={tour} />
    </>
  )
}

import type { SupplierTour, SupplierTourRow } from '@serendib/domain/api/supplier-tours'
import { formatUsd } from '@serendib/domain/money'
import { tourTypeLabels, type TourTypeCode } from '@serendib/domain/tour-types'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { TourStatusChip } from '../../components/supplier/tour/status-chip'
import { button, EmptyState, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useApiData } from '../../lib/supplier/use-api-data'

export function meta() {
  return [{ title: 'Tours · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

const FILTERS = [
  ['', 'All'],
  ['draft', 'Drafts'],
  ['pending', 'Pending'],
  ['active', 'Active'],
  ['rejected', 'Rejected'],
  ['archived', 'Archived'],
  ['suspended', 'Suspended'],
] as const

type ToursList = { tours: SupplierTourRow[]; supplier_approved: boolean }

function TourRow({ tour, onChanged }: { tour: SupplierTourRow; onChanged: () => void }) {
  const navigate = useNavigate()
  const snackbar = useSnackbar()
  const [busy, setBusy] = useState(false)
  const name = tour.title || 'Untitled tour'
  async function act(action: 'duplicate' | 'archive') {
    if (
      action === 'archive' &&
      !window.confirm(`Archive “${tour.title || 'Untitled tour'}”? It goes off sale; its bookings are kept.`)
    )
      return
    setBusy(true)
    const reply = await supplierApi.post<SupplierTour>(`/api/supplier/tours/${tour.id}/${action}`)
    setBusy(false)
    snackbar(reply.ok ? (reply.message ?? 'Done') : reply.message, reply.ok ? 'success' : 'error')
    if (reply.ok && action === 'duplicate') navigate(`/supplier/tours/${reply.data.id}/basics`)
    else if (reply.ok) onChanged()
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="h-20 w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-28">
        {tour.cover_image ? (
          <img
            src={tour.cover_image.url}
            srcSet={tour.cover_image.srcset}
            sizes="112px"
            alt=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <TourStatusChip status={tour.status} label={tour.status_label} />
          {tour.changed_since_approval ? (
            <span className="text-xs font-semibold text-amber-800">Changes waiting for review</span>
          ) : null}
          <span className="text-xs text-slate-500">{tour.tour_id}</span>
        </div>
        <h2 className="mt-1 truncate font-bold text-slate-900">
          <Link to={`/supplier/tours/${tour.id}/basics`} className="hover:underline">
            {tour.title || 'Untitled tour'}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {tourTypeLabels[tour.tour_type as TourTypeCode]} ·{' '}
          {tour.selling_price_cents > 0 ? `from ${formatUsd(tour.selling_price_cents)}` : 'no price yet'}
        </p>
        {tour.status === 2 && tour.rejection_reason ? (
          <p className="mt-1 text-sm text-red-800">Not approved: {tour.rejection_reason}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/supplier/tours/${tour.id}/basics`}
          className={button.small}
          aria-label={`${tour.status === 4 ? 'View' : 'Edit'} ${name}`}
        >
          {tour.status === 4 ? 'View' : 'Edit'}
        </Link>
        <button
          type="button"
          className={button.small}
          disabled={busy}
          onClick={() => act('duplicate')}
          aria-label={`Duplicate ${name}`}
        >
          Duplicate
        </button>
        {tour.status !== 4 ? (
          <button
            type="button"
            className={button.small}
            disabled={busy}
            onClick={() => act('archive')}
            aria-label={`Archive ${name}`}
          >
            Archive
          </button>
        ) : null}
      </div>
    </li>
  )
}

/** /supplier/tours: every tour of the supplier by state, a new draft, duplicate, archive. */
export default function SupplierTours() {
  const [params] = useSearchParams()
  const status = params.get('status') ?? ''
  const list = useApiData<ToursList>(`/api/supplier/tours${status ? `?status=${status}` : ''}`)
  const navigate = useNavigate()
  const snackbar = useSnackbar()
  const [creating, setCreating] = useState(false)

  async function create() {
    setCreating(true)
    const reply = await supplierApi.post<SupplierTour>('/api/supplier/tours', {})
    setCreating(false)
    if (reply.ok) navigate(`/supplier/tours/${reply.data.id}/basics`)
    else snackbar(reply.message, 'error')
  }

  return (
    <>
      <PageHeader
        title="Tours"
        description="Drafts save as you type; submit a tour for review when every step is filled."
        actions={
          <button type="button" className={button.primary} onClick={create} disabled={creating}>
            {creating ? 'Creating…' : 'New tour'}
          </button>
        }
      />
      <nav aria-label="Filter by state" className="mb-4 overflow-x-auto">
        <ul className="flex gap-2">
          {FILTERS.map(([value, text]) => (
            <li key={value}>
              <Link
                to={value ? `?status=${value}` : '.'}
                aria-current={status === value ? 'page' : undefined}
                className={`block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  status === value
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700'
                }`}
              >
                {text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        <>
          {!list.data.supplier_approved ? (
            <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              Your account is waiting for approval: prepare your tours now and submit them once it is
              approved.{' '}
              <Link to="/supplier" className="font-semibold underline">
                What is missing
              </Link>
            </p>
          ) : null}
          {list.data.tours.length === 0 ? (
            <EmptyState>
              {status ? 'No tours in this state.' : 'You have no tours yet. Start with “New tour”.'}
            </EmptyState>
          ) : (
            <ul className="grid gap-3">
              {list.data.tours.map((tour) => (
                <TourRow key={tour.id} tour={tour} onChanged={list.reload} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  )
}

import type { SupplierTour, SupplierTourRow } from '@serendib/domain/api/supplier-tours'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { TourStatusChip } from '../../components/supplier/tour/status-chip'
import { button, EmptyState, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { useTourWords } from '../../lib/supplier/tour-words'
import { useApiData } from '../../lib/supplier/use-api-data'
import type { Route } from './+types/tours'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'tours.title')
}

const FILTERS = [
  ['', 'tours.filter.all'],
  ['draft', 'tours.filter.draft'],
  ['pending', 'tours.filter.pending'],
  ['active', 'tours.filter.active'],
  ['rejected', 'tours.filter.rejected'],
  ['archived', 'tours.filter.archived'],
  ['suspended', 'tours.filter.suspended'],
] as const

type ToursList = { tours: SupplierTourRow[]; supplier_approved: boolean }

function TourRow({ tour, onChanged }: { tour: SupplierTourRow; onChanged: () => void }) {
  const navigate = useNavigate()
  const snackbar = useSnackbar()
  const { t, lp, money } = usePortalI18n()
  const say = useServerMessage()
  const words = useTourWords()
  const [busy, setBusy] = useState(false)
  const name = tour.title || t('common.untitledTour')
  async function act(action: 'duplicate' | 'archive') {
    if (action === 'archive' && !window.confirm(t('tours.archiveConfirm', { name }))) return
    setBusy(true)
    const reply = await supplierApi.post<SupplierTour>(`/api/supplier/tours/${tour.id}/${action}`)
    setBusy(false)
    snackbar(
      reply.ok ? say(reply.message ?? t('tours.done')) : say(reply.message),
      reply.ok ? 'success' : 'error',
    )
    if (reply.ok && action === 'duplicate') navigate(lp(`/supplier/tours/${reply.data.id}/basics`))
    else if (reply.ok) onChanged()
  }
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
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
            <span className="text-xs font-semibold text-amber-800">{t('tours.changesWaiting')}</span>
          ) : null}
          <span className="text-xs text-slate-500">{tour.tour_id}</span>
        </div>
        <h2 className="mt-1 truncate font-bold text-slate-900">
          <Link to={lp(`/supplier/tours/${tour.id}/basics`)} className="hover:underline">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {words.type(tour.tour_type)} ·{' '}
          {tour.selling_price_cents > 0
            ? t('tours.from', { price: money(tour.selling_price_cents) })
            : t('tours.noPrice')}
        </p>
        {tour.status === 2 && tour.rejection_reason ? (
          <p className="mt-1 text-sm text-red-800">
            {t('tours.notApproved', { reason: tour.rejection_reason })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={lp(`/supplier/tours/${tour.id}/basics`)}
          className={button.small}
          aria-label={t(tour.status === 4 ? 'tours.viewLabel' : 'tours.editLabel', { name })}
        >
          {tour.status === 4 ? t('tours.view') : t('tours.edit')}
        </Link>
        <button
          type="button"
          className={button.small}
          disabled={busy}
          onClick={() => act('duplicate')}
          aria-label={t('tours.duplicateLabel', { name })}
        >
          {t('tours.duplicate')}
        </button>
        {tour.status !== 4 ? (
          <button
            type="button"
            className={button.small}
            disabled={busy}
            onClick={() => act('archive')}
            aria-label={t('tours.archiveLabel', { name })}
          >
            {t('tours.archive')}
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
  const { t, lp } = usePortalI18n()
  const say = useServerMessage()
  const [creating, setCreating] = useState(false)

  async function create() {
    setCreating(true)
    const reply = await supplierApi.post<SupplierTour>('/api/supplier/tours', {})
    setCreating(false)
    if (reply.ok) navigate(lp(`/supplier/tours/${reply.data.id}/basics`))
    else snackbar(say(reply.message), 'error')
  }

  return (
    <>
      <PageHeader
        title={t('tours.heading')}
        description={t('tours.intro')}
        actions={
          <button type="button" className={button.primary} onClick={create} disabled={creating}>
            {creating ? t('tours.creating') : t('tours.new')}
          </button>
        }
      />
      <nav aria-label={t('tours.filterLabel')} className="mb-4">
        {/* Wrapped, not scrolled: a sideways strip widened the phone's page (Sinhala words are long). */}
        <ul className="flex flex-wrap gap-2">
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
                {t(text)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.state === 'loading' ? <LoadingState /> : null}
      {list.state === 'error' ? <ErrorState message={say(list.message)} onRetry={list.reload} /> : null}
      {list.state === 'ready' ? (
        <>
          {!list.data.supplier_approved ? (
            <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              {t('tours.waiting')}{' '}
              <Link to={lp('/supplier')} className="font-semibold underline">
                {t('tours.whatMissing')}
              </Link>
            </p>
          ) : null}
          {list.data.tours.length === 0 ? (
            <EmptyState>{status ? t('tours.noneInState') : t('tours.none')}</EmptyState>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
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

import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { AvailabilityStep } from '../../components/supplier/tour/availability-step'
import { BasicsStep, type EditorOptions } from '../../components/supplier/tour/basics-step'
import { DetailsStep } from '../../components/supplier/tour/details-step'
import { EditorFrame, MissingList } from '../../components/supplier/tour/editor-frame'
import { ItineraryStep } from '../../components/supplier/tour/itinerary-step'
import { PhotosStep } from '../../components/supplier/tour/photos-step'
import { PickupStep } from '../../components/supplier/tour/pickup-step'
import { PricesStep } from '../../components/supplier/tour/prices-step'
import { QuestionsStep } from '../../components/supplier/tour/questions-step'
import { OptionsStep } from '../../components/supplier/tour/options-step'
import { SeoStep } from '../../components/supplier/tour/seo-step'
import { TourPreview } from '../../components/supplier/tour/tour-preview'
import { Itinerary } from '../../components/tour-detail/itinerary'
import { TourStatusChip } from '../../components/supplier/tour/status-chip'
import { button, ErrorState, LoadingState, PageHeader } from '../../components/supplier/ui'
import { useSnackbar } from '../../components/ui/snackbar'
import { browserApi } from '../../lib/browser-api'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { stepOf, tourSteps } from '../../lib/supplier/tour-steps'
import { useApiData } from '../../lib/supplier/use-api-data'
import { useTourEditor } from '../../lib/supplier/use-tour-editor'

export function meta() {
  return [{ title: 'Edit tour · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

function useEditorOptions(): EditorOptions {
  const [options, setOptions] = useState<EditorOptions>({
    categories: null,
    places: null,
    pickupPoints: null,
  })
  useEffect(() => {
    void Promise.all([
      browserApi.get<{ data: { id: number; name: string }[] }>('/api/categories/get'),
      browserApi.get<{ data: { value: number; label: string }[] }>('/api/locations/get'),
      // Step 6 offers only the catalogue's pick-up points (the save refuses any other place).
      supplierApi.get<PickupPoint[]>('/api/supplier/pickup-points'),
    ]).then(([categories, places, pickupPoints]) =>
      setOptions({
        categories: categories.ok ? categories.body.data : [],
        places: places.ok ? places.body.data.map((p) => ({ id: p.value, name: p.label })) : [],
        pickupPoints: pickupPoints.ok ? pickupPoints.data : [],
      }),
    )
  }, [])
  return options
}

function Editor({ initial, step }: { initial: SupplierTour; step: string }) {
  const editor = useTourEditor(initial)
  const options = useEditorOptions()
  const snackbar = useSnackbar()
  const navigate = useNavigate()
  const { tour } = editor
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState(false)

  async function submit() {
    if (busy || !(await editor.save())) return
    setBusy(true)
    const reply = await supplierApi.post<SupplierTour>(`/api/supplier/tours/${tour.id}/submit`)
    setBusy(false)
    if (reply.ok) editor.setTour(reply.data)
    else if (Object.keys(reply.errors).length > 0) editor.setErrors(reply.errors)
    snackbar(reply.ok ? (reply.message ?? 'Sent for review') : reply.message, reply.ok ? 'success' : 'error')
  }

  const current = stepOf(step)
  const next = tourSteps[tourSteps.findIndex((s) => s.slug === current.slug) + 1]?.slug
  const canSubmit = tour.can_submit && editor.state === 'saved'

  return (
    <>
      <PageHeader
        title={editor.fields.title || 'Untitled tour'}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <TourStatusChip status={tour.status} label={tour.status_label} /> {tour.tour_id}
            {tour.status === 1 ? (
              <a
                href={tour.full_seo_url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-800 underline"
              >
                View public page
              </a>
            ) : null}
          </span>
        }
        actions={
          <>
            <button
              type="button"
              className={button.secondary}
              aria-expanded={preview}
              onClick={() => setPreview((p) => !p)}
            >
              {preview ? 'Hide preview' : 'Preview'}
            </button>
            <Link to="/supplier/tours" className={button.secondary}>
              All tours
            </Link>
          </>
        }
      />
      {tour.rejection_reason && tour.status === 2 ? (
        <p role="note" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">Not approved: </span>
          {tour.rejection_reason} Fix it and submit again.
        </p>
      ) : null}
      <EditorFrame
        editor={editor}
        step={current.slug}
        actions={
          tour.status === 1 || tour.status === 4 ? (
            <p className="text-sm text-slate-600">
              {tour.status === 4
                ? 'Archived: off sale. Duplicate it to sell it again.'
                : tour.changed_since_approval
                  ? 'On sale; your changes are waiting for our review.'
                  : 'On sale. Changes stay on sale and our team reviews them.'}
            </p>
          ) : (
            <button type="button" className={button.primary} disabled={!canSubmit || busy} onClick={submit}>
              {tour.status === 0 ? 'Waiting for review' : busy ? 'Submitting…' : 'Submit for review'}
            </button>
          )
        }
      >
        <h2 className="mb-4 text-lg font-bold">{current.label}</h2>
        {current.slug === 'basics' ? <BasicsStep editor={editor} options={options} /> : null}
        {current.slug === 'itinerary' ? <ItineraryStep editor={editor} /> : null}
        {current.slug === 'details' ? <DetailsStep editor={editor} /> : null}
        {current.slug === 'photos' ? <PhotosStep editor={editor} /> : null}
        {current.slug === 'prices' ? <PricesStep editor={editor} /> : null}
        {current.slug === 'pickup' ? <PickupStep editor={editor} options={options} /> : null}
        {current.slug === 'availability' ? <AvailabilityStep editor={editor} /> : null}
        {current.slug === 'seo' ? <SeoStep editor={editor} /> : null}
        {current.slug === 'questions' ? <QuestionsStep tourId={tour.id} /> : null}
        {current.slug === 'options' ? <OptionsStep tourId={tour.id} /> : null}
        {next ? (
          <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">
            <button
              type="button"
              className={button.secondary}
              onClick={async () => {
                await editor.save()
                navigate(`/supplier/tours/${tour.id}/${next}`)
              }}
            >
              Save and continue
            </button>
          </div>
        ) : null}
      </EditorFrame>
      {preview ? (
        <div className="mt-5">
          <TourPreview
            tour={tour}
            fields={editor.fields}
            categories={options.categories}
            itinerary={<Itinerary items={editor.fields.itinery} tourType={editor.fields.tour_type} />}
          />
        </div>
      ) : null}
      <MissingList missing={tour.missing} tourId={tour.id} />
    </>
  )
}

/** /supplier/tours/:id/:step: the multi-step editor with autosave (issue 13). */
export default function TourEditorPage() {
  const { id, step } = useParams()
  const tour = useApiData<SupplierTour>(`/api/supplier/tours/${id}`)
  if (tour.state === 'loading') return <LoadingState />
  if (tour.state === 'error') return <ErrorState message={tour.message} onRetry={tour.reload} />
  return <Editor key={tour.data.id} initial={tour.data} step={step ?? 'basics'} />
}

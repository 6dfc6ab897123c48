import type { PickupPoint } from '@serendib/domain/api/supplier-pickup-points'
import type { SupplierTour } from '@serendib/domain/api/supplier-tours'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { AvailabilityStep } from '../../components/supplier/tour/availability-step'
import { BasicsStep, type EditorOptions } from '../../components/supplier/tour/basics-step'
import { DetailsStep } from '../../components/supplier/tour/details-step'
import { EditorFrame, MissingList } from '../../components/supplier/tour/editor-frame'
import { ItineraryStep } from '../../components/supplier/tour/itinerary-step'
import { LanguagesStep } from '../../components/supplier/tour/languages-step'
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
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { stepOf, tourSteps } from '../../lib/supplier/tour-steps'
import { useApiData } from '../../lib/supplier/use-api-data'
import { useTourEditor } from '../../lib/supplier/use-tour-editor'
import type { Route } from './+types/tour-editor'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'editor.title')
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
  const { t, lp } = usePortalI18n()
  const say = useServerMessage()
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
    snackbar(
      say(reply.ok ? (reply.message ?? t('editor.sent')) : reply.message),
      reply.ok ? 'success' : 'error',
    )
  }

  const current = stepOf(step)
  const next = tourSteps[tourSteps.findIndex((s) => s.slug === current.slug) + 1]?.slug
  const canSubmit = tour.can_submit && editor.state === 'saved'

  return (
    <>
      <PageHeader
        title={editor.fields.title || t('common.untitledTour')}
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
                {t('editor.viewPublic')}
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
              {preview ? t('editor.hidePreview') : t('editor.preview')}
            </button>
            <Link to={lp('/supplier/tours')} className={button.secondary}>
              {t('editor.allTours')}
            </Link>
          </>
        }
      />
      {tour.rejection_reason && tour.status === 2 ? (
        <p role="note" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">{t('editor.notApproved')}</span>
          {tour.rejection_reason} {t('editor.fixIt')}
        </p>
      ) : null}
      <EditorFrame
        editor={editor}
        step={current.slug}
        actions={
          tour.status === 1 || tour.status === 4 ? (
            <p className="text-sm text-slate-600">
              {tour.status === 4
                ? t('editor.archived')
                : tour.changed_since_approval
                  ? t('editor.onSaleChanged')
                  : t('editor.onSale')}
            </p>
          ) : (
            <button type="button" className={button.primary} disabled={!canSubmit || busy} onClick={submit}>
              {tour.status === 0 ? t('editor.waiting') : busy ? t('editor.submitting') : t('editor.submit')}
            </button>
          )
        }
      >
        <h2 className="mb-4 text-lg font-bold">{t(current.label)}</h2>
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
        {current.slug === 'languages' ? <LanguagesStep tourId={tour.id} /> : null}
        {next ? (
          <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">
            <button
              type="button"
              className={button.secondary}
              onClick={async () => {
                await editor.save()
                navigate(lp(`/supplier/tours/${tour.id}/${next}`))
              }}
            >
              {t('editor.saveContinue')}
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
            itinerary={
              <Itinerary
                items={editor.fields.itinery}
                tourType={editor.fields.tour_type}
                words={{
                  day: t('itinerary.day'),
                  dayN: (day) => t('preview.dayN', { day }),
                  none: t('preview.noItinerary'),
                }}
              />
            }
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

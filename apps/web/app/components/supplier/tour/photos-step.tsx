import type { SupplierTour, SupplierTourImage } from '@serendib/domain/api/supplier-tours'
import { TourEditorLimits, TourEditorMessages } from '@serendib/domain/supplier-tours'
import { PHOTO_MAX_MB } from '@serendib/domain/images'
import { useId, useState } from 'react'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button, input } from '../ui'

type Images = { images: SupplierTourImage[] }
const MB = PHOTO_MAX_MB

/**
 * Step 4: several photos at once (checked by content on the server, re-encoded to WebP), drag or
 * the move buttons to reorder, alt text each, choose the cover (it moves first).
 */
export function PhotosStep({ editor }: { editor: TourEditor }) {
  const { tour, setTour } = editor
  const images = tour.images
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const base = `/api/supplier/tours/${tour.id}/photos`

  /** What is missing and whether the tour can be submitted depend on the photos: ask again. */
  async function refreshChecklist() {
    const fresh = await supplierApi.get<SupplierTour>(`/api/supplier/tours/${tour.id}`)
    if (fresh.ok)
      setTour((current) => ({ ...current, missing: fresh.data.missing, can_submit: fresh.data.can_submit }))
  }

  const apply = (reply: { ok: true; data: Images; message?: string } | { ok: false; message: string }) => {
    if (reply.ok) {
      setTour((current) => ({ ...current, images: reply.data.images }))
      setError(null)
      void refreshChecklist()
    } else {
      setError(say(reply.message))
      snackbar(say(reply.message), 'error')
    }
    return reply.ok
  }

  /**
   * One request per photo, in the order picked: a phone's photos are 3–12 MB each, so several in
   * one body would pass the proxy's limit (decision 015), and a refused one names its file.
   */
  async function upload(files: File[]) {
    if (files.length === 0) return
    const tooBig = files.find((f) => f.size > TourEditorLimits.maxPhotoBytes)
    if (tooBig) return setError(say(`${tooBig.name}: ${TourEditorMessages.photoTooLarge(MB)}`))
    setBusy(true)
    snackbar(t('photos.progress'), 'info')
    let added = 0
    for (const file of files) {
      const reply = await supplierApi.upload<Images>(base, [file])
      if (!reply.ok) {
        apply(files.length > 1 ? { ...reply, message: `${file.name}: ${reply.message}` } : reply)
        break
      }
      apply(reply)
      added++
    }
    setBusy(false)
    if (added > 0) snackbar(t('photos.uploaded', { count: added }), 'success')
  }

  async function order(ids: number[]) {
    apply(await supplierApi.put<Images>(`${base}/order`, { ids }))
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return
    const ids = images.map((i) => i.id)
    const [id] = ids.splice(from, 1)
    ids.splice(to, 0, id!)
    void order(ids)
  }

  return (
    <div className="grid gap-4">
      <div className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-center">
        <label
          htmlFor={inputId}
          className={`${button.primary} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}
        >
          {busy ? t('photos.uploading') : t('photos.add')}
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              void upload([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </label>
        <p className="mt-2 text-xs text-slate-500">
          {t('photos.rules', { mb: MB, max: TourEditorLimits.maxPhotos })}
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {images.length === 0 ? <p className="text-sm text-slate-500">{t('photos.none')}</p> : null}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, i) => (
          <li
            key={image.id}
            draggable
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, i)
              setDragged(null)
            }}
            className="rounded-lg border border-slate-200 bg-white p-2"
          >
            <div className="relative">
              <img
                src={image.url}
                srcSet={image.srcset}
                sizes="(min-width: 1024px) 300px, 100vw"
                alt={image.alt_text}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              {image.cover ? (
                <span className="absolute top-2 left-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('photos.cover')}
                </span>
              ) : null}
            </div>
            <label className="mt-2 block text-xs font-semibold text-slate-700" htmlFor={`alt-${image.id}`}>
              {t('photos.alt')}
            </label>
            <input
              id={`alt-${image.id}`}
              className={`${input} h-9`}
              defaultValue={image.alt_text}
              onBlur={async (e) => {
                if (e.target.value !== image.alt_text)
                  apply(await supplierApi.patch<Images>(`${base}/${image.id}`, { alt_text: e.target.value }))
              }}
            />
            <div className="mt-2 flex flex-wrap gap-1">
              <button
                type="button"
                className={button.small}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('photos.earlier', { number: i + 1 })}
              >
                ←
              </button>
              <button
                type="button"
                className={button.small}
                disabled={i === images.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('photos.later', { number: i + 1 })}
              >
                →
              </button>
              {!image.cover ? (
                <button
                  type="button"
                  className={button.small}
                  onClick={async () =>
                    apply(await supplierApi.patch<Images>(`${base}/${image.id}`, { cover: true }))
                  }
                >
                  {t('photos.makeCover')}
                </button>
              ) : null}
              <button
                type="button"
                className={button.small}
                onClick={async () => apply(await supplierApi.del<Images>(`${base}/${image.id}`))}
              >
                {t('photos.delete')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

import type { Resource } from '@serendib/domain/api/supplier-resources'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { useId, useState } from 'react'
import { button } from '../ui'
import { useSnackbar } from '../../ui/snackbar'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { supplierApi } from '../../../lib/supplier/supplier-api'

/**
 * A vehicle's photo on the Team page (decision 074): uploaded as soon as it is chosen (the server
 * checks the content and re-encodes it, as for tour photos), shown from the answer, removable.
 */
export function VehiclePhoto({ vehicle, onChanged }: { vehicle: Resource; onChanged: () => void }) {
  const id = useId()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const snackbar = useSnackbar()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const url = `/api/supplier/resources/${vehicle.id}/photo`

  async function upload(file: File | undefined) {
    if (!file) return
    setError(null)
    if (file.size > PHOTO_MAX_BYTES) {
      setError(ImageMessages.tooLarge)
      return
    }
    setBusy(true)
    snackbar(Messages.imageUploadProgress, 'info')
    const reply = await supplierApi.upload<Resource>(url, [file])
    setBusy(false)
    if (reply.ok) {
      snackbar(reply.message ? say(reply.message) : t('resource.saved'), 'success')
      onChanged()
    } else {
      setError(say(reply.message))
      snackbar(say(reply.message), 'error')
    }
  }

  async function remove() {
    setBusy(true)
    const reply = await supplierApi.del<Resource>(url)
    setBusy(false)
    if (reply.ok) onChanged()
    else snackbar(say(reply.message), 'error')
  }

  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <div className="grid aspect-[4/3] w-32 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-xs text-slate-600">
        {vehicle.photo ? (
          <img
            src={vehicle.photo.url}
            srcSet={vehicle.photo.srcset}
            sizes="128px"
            alt={t('resource.photoAlt', { name: vehicle.name })}
            className="h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{t('resource.noPhoto')}</span>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={`${button.small} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}
          >
            {busy
              ? t('resource.uploading')
              : vehicle.photo
                ? t('resource.replacePhoto')
                : t('resource.addPhoto')}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label={t(vehicle.photo ? 'resource.replacePhotoOf' : 'resource.addPhotoOf', {
                name: vehicle.name,
              })}
              disabled={busy}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                void upload(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </label>
          {vehicle.photo ? (
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className={button.small}
              aria-label={t('resource.removePhotoOf', { name: vehicle.name })}
            >
              {t('resource.removePhoto')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('resource.photoHint', { mb: PHOTO_MAX_MB })}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}

import type { Resource } from '@serendib/domain/api/supplier-resources'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { useId, useState } from 'react'
import { button } from '../ui'
import { useSnackbar } from '../../ui/snackbar'
import { supplierApi } from '../../../lib/supplier/supplier-api'

/**
 * A vehicle's photo on the Team page (decision 074): uploaded as soon as it is chosen (the server
 * checks the content and re-encodes it, as for tour photos), shown from the answer, removable.
 */
export function VehiclePhoto({ vehicle, onChanged }: { vehicle: Resource; onChanged: () => void }) {
  const id = useId()
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
      snackbar(reply.message ?? 'Photo saved.', 'success')
      onChanged()
    } else {
      setError(reply.message)
      snackbar(reply.message, 'error')
    }
  }

  async function remove() {
    setBusy(true)
    const reply = await supplierApi.del<Resource>(url)
    setBusy(false)
    if (reply.ok) onChanged()
    else snackbar(reply.message, 'error')
  }

  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <div className="grid aspect-[4/3] w-32 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-xs text-slate-600">
        {vehicle.photo ? (
          <img
            src={vehicle.photo.url}
            srcSet={vehicle.photo.srcset}
            sizes="128px"
            alt={`Photo of ${vehicle.name}`}
            className="h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true">No photo</span>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={`${button.small} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}
          >
            {busy ? 'Uploading…' : vehicle.photo ? 'Replace photo' : 'Add a photo'}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label={`${vehicle.photo ? 'Replace the photo' : 'Add a photo'} of ${vehicle.name}`}
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
              aria-label={`Remove the photo of ${vehicle.name}`}
            >
              Remove photo
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          JPG, PNG or WebP, up to {PHOTO_MAX_MB} MB.
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

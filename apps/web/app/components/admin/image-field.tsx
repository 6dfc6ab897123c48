import type { ImageRefJson } from '@serendib/domain/api/admin-content'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { useId, useState } from 'react'
import { adminApi } from '../../lib/admin/admin-api'
import { button, label as labelClass } from './page-header'

/** Uploads a picture at once (checked and re-encoded by the server) and keeps its key in the form. */
export function ImageField({
  label,
  value,
  preview,
  optional,
  error,
  onChange,
}: {
  label: string
  value: string | null
  preview: string | null
  optional?: boolean
  error?: string
  onChange: (key: string | null, url: string | null) => void
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {preview ? (
          <img src={preview} alt="" className="h-24 w-40 rounded-lg border border-slate-200 object-cover" />
        ) : (
          <div className="grid h-24 w-40 place-items-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500">
            No image
          </div>
        )}
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={busy}
            aria-describedby={`${id}-help`}
            className="text-sm"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0]
              if (!file) return
              if (file.size > PHOTO_MAX_BYTES) return setProblem(ImageMessages.tooLarge)
              setBusy(true)
              setProblem(null)
              const reply = await adminApi.upload<ImageRefJson>(file)
              setBusy(false)
              if (!reply.ok) return setProblem(reply.message || Messages.imageUploadFailed)
              onChange(reply.data.key, reply.data.url)
            }}
          />
          <span id={`${id}-help`} className="text-xs text-slate-500">
            {busy
              ? Messages.imageUploadProgress
              : `JPG, PNG, WebP or GIF up to ${PHOTO_MAX_MB} MB. Stored as WebP in several widths.`}
          </span>
          {optional && value ? (
            <button type="button" className={button.small} onClick={() => onChange(null, null)}>
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      {problem || error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem ?? error}
        </p>
      ) : null}
    </div>
  )
}

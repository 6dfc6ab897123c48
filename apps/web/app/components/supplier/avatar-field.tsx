import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { ImageMessages, PHOTO_MAX_BYTES, PHOTO_MAX_MB } from '@serendib/domain/images'
import { useId, useState } from 'react'
import { useSnackbar } from '../ui/snackbar'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../lib/supplier/server-messages'
import { supplierApi } from '../../lib/supplier/supplier-api'
import { button } from './ui'

/**
 * The business logo or the contact's photo: uploaded at once when chosen (the server checks the
 * content and re-encodes it), shown from the answer, removable.
 */
export function AvatarField({
  kind,
  label,
  image,
  onChange,
}: {
  kind: 'work' | 'contact'
  label: string
  image: SupplierProfile['work_avatar']
  onChange: (profile: SupplierProfile) => void
}) {
  const id = useId()
  const snackbar = useSnackbar()
  const { t } = usePortalI18n()
  const say = useServerMessage()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function upload(file: File | undefined) {
    if (!file) return
    setError(null)
    if (file.size > PHOTO_MAX_BYTES) {
      setError(say(ImageMessages.tooLarge))
      return
    }
    setBusy(true)
    snackbar(t('photos.progress'), 'info')
    const reply = await supplierApi.upload<SupplierProfile>(`/api/supplier/profile/avatar/${kind}`, [file])
    setBusy(false)
    if (reply.ok) {
      onChange(reply.data)
      snackbar(say(reply.message ?? 'Picture updated'), 'success')
    } else {
      setError(say(reply.message))
      snackbar(say(reply.message), 'error')
    }
  }

  async function remove() {
    setBusy(true)
    const reply = await supplierApi.del<SupplierProfile>(`/api/supplier/profile/avatar/${kind}`)
    setBusy(false)
    if (reply.ok) onChange(reply.data)
    else snackbar(say(reply.message), 'error')
  }

  return (
    <div className="flex items-center gap-4">
      <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-xs text-slate-600">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset}
            sizes="80px"
            alt={label}
            className="h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{t('avatar.none')}</span>
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-800">{label}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={`${button.small} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}
          >
            {busy ? t('avatar.uploading') : image ? t('avatar.replace') : t('avatar.upload')}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              disabled={busy}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                void upload(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </label>
          {image ? (
            <button type="button" onClick={remove} disabled={busy} className={button.small}>
              {t('avatar.remove')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {t('avatar.rules', { mb: PHOTO_MAX_MB })}
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

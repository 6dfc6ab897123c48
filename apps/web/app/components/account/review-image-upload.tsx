import { ImageMessages, PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_MAX_IMAGES, ReviewMessages } from '@serendib/domain/reviews'
import { useId, useState, type ChangeEvent } from 'react'
import { useTranslator } from '../../lib/i18n'
import { imagePickProblem, imagesThatFit, REVIEW_IMAGE_ACCEPT } from '../../lib/reviews'
import { useSpecMessage } from '../../lib/spec-message'
import type { ReviewImage, ReviewPhotoStore } from '../../lib/reviews-api'
import { CloseIcon } from '../ui/icons-more'

type Tone = 'error' | 'info' | 'success' | 'warning'

/**
 * Spec §2 Review by token, and the account's review form (decision 067): up to 3 photos (JPG,
 * PNG, WebP, GIF), each sent as soon as it is picked. The server's list of images is the truth
 * after every upload and delete. `onBusy` lets the form disable its submit button until an
 * upload's reply arrives (spec §4). Progress and refusals are written under the photos (in a
 * dialog a toast would sit under the backdrop; issue 29: a toast never covers the form).
 */
export function ReviewImageUpload({
  photos,
  images,
  onImages,
  onBusy,
}: {
  photos: ReviewPhotoStore
  images: ReviewImage[]
  onImages: (images: ReviewImage[]) => void
  onBusy: (busy: boolean) => void
}) {
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const [said, setSaid] = useState<{ text: string; tone: Tone } | null>(null)
  // Spec and server messages in the page's language (others, as the server worded them).
  const showSnackbar = (text: string, tone: Tone = 'info') => setSaid({ text: tm(text), tone })
  const id = useId()
  const [working, setWorking] = useState<'upload' | number | null>(null)

  function busy(value: typeof working) {
    setWorking(value)
    onBusy(value !== null)
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? [])
    // The same file can be picked again after a delete.
    event.target.value = ''
    if (picked.length === 0 || working !== null) return
    // Too many: the first ones that fit go up, and the page says why the rest did not.
    const { kept: files, dropped } = imagesThatFit(images.length, picked)
    const tooMany = () => showSnackbar(Messages.reviewMaxImages, 'warning')
    if (files.length === 0) return tooMany()
    const problem = imagePickProblem(images.length, files)
    if (problem) {
      const words = {
        'too-many': Messages.reviewMaxImages,
        'wrong-type': t('review.wrongType'),
        'too-large': ImageMessages.tooLarge,
      }
      showSnackbar(words[problem], problem === 'too-many' ? 'warning' : 'error')
      return
    }
    busy('upload')
    try {
      for (const file of files) {
        showSnackbar(Messages.imageUploadProgress, 'info')
        const result = await photos.upload(file)
        if (!result.ok) {
          showSnackbar(result.message, 'error')
          return
        }
        onImages(result.value)
        showSnackbar(ReviewMessages.imageUploaded, 'success')
      }
      // Said last, so the upload messages do not hide it.
      if (dropped > 0) tooMany()
    } finally {
      busy(null)
    }
  }

  async function remove(image: ReviewImage) {
    if (working !== null) return
    busy(image.id)
    showSnackbar(Messages.deleteProgress, 'info')
    const result = await photos.remove(image.id)
    busy(null)
    if (!result.ok) {
      showSnackbar(Messages.deleteFailed, 'error')
      return
    }
    onImages(result.value)
    // 'Deleting...' would otherwise stay.
    showSnackbar(t('review.photoDeleted'), 'success')
  }

  const full = images.length >= REVIEW_MAX_IMAGES
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('review.photos')}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
        {t('review.photosHint', { max: REVIEW_MAX_IMAGES, mb: PHOTO_MAX_MB, count: images.length })}
      </p>
      <ul className="flex flex-wrap gap-3" aria-label={t('review.yourPhotos')}>
        {images.map((image, index) => (
          <li key={image.id} className="relative h-24 w-24 overflow-hidden rounded-xl ring-1 ring-slate-200">
            <img
              src={image.url}
              alt={t('review.yourPhotoNumber', { number: index + 1 })}
              width={96}
              height={96}
              className="h-full w-full object-cover"
            />
            <button
              type="button"
              onClick={() => void remove(image)}
              disabled={working !== null}
              aria-label={t('review.deletePhoto', { number: index + 1 })}
              className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-900/10 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <input
              id={`${id}-file`}
              type="file"
              accept={REVIEW_IMAGE_ACCEPT}
              multiple
              onChange={(event) => void pick(event)}
              disabled={working !== null}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              aria-busy={working === 'upload' || undefined}
              className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 text-center text-sm font-semibold text-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:border-brand-600 hover:bg-brand-50"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {working === 'upload' ? t('review.uploading') : t('review.addPhotos')}
            </label>
          </li>
        )}
      </ul>
      {/* Both regions stay mounted: screen readers only announce changes to existing regions. */}
      <p
        data-photo-status="alert"
        role="alert"
        className="mt-2 text-sm font-medium text-red-800 empty:hidden"
      >
        {said && (said.tone === 'error' || said.tone === 'warning') ? said.text : ''}
      </p>
      <p data-photo-status="status" role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {said && (said.tone === 'info' || said.tone === 'success') ? said.text : ''}
      </p>
    </fieldset>
  )
}

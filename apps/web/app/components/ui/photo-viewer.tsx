import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { wrapTabInDialog } from '../../lib/dialog-commands'
import { useTranslator } from '../../lib/i18n'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { CloseIcon } from './icons-more'

export interface ViewerPhoto {
  url: string
  srcset?: string | null
  alt: string
}

/**
 * Full-screen photos (issue 30 point 10, decision 064): a native modal <dialog>, as the site's
 * other dialogs (ModalDialog), so the page behind is inert and Escape closes it without a
 * library; Tab stays inside (wrapTabInDialog), the arrow keys, Home and End move, and focus goes
 * back to what opened it. "Photo 2 of 5" is announced as it changes.
 */
export function PhotoViewer({
  photos,
  index,
  label,
  onIndex,
  onClose,
}: {
  photos: readonly ViewerPhoto[]
  /** The photo shown; null while closed. */
  index: number | null
  /** The dialog's name, e.g. "Photos of Kandy by train". */
  label: string
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const { t } = useTranslator()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = index !== null
  const count = photos.length

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  function closed() {
    if (opener.current?.isConnected) opener.current.focus()
    opener.current = null
    onClose()
  }

  // Round the ends: the next of the last is the first, so no button is ever disabled under focus.
  const move = (to: number) => onIndex((to + count) % count)

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (index === null) return
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    }
    const to = moves[event.key]
    if (to !== undefined && count > 1) {
      event.preventDefault()
      move(to)
      return
    }
    wrapTabInDialog(event)
  }

  const photo = index === null ? null : photos[index]
  const button =
    'flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-white'
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={closed}
      onKeyDown={onKeyDown}
      data-photo-viewer
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      {photo && index !== null ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 p-3">
            <p aria-live="polite" className="text-sm font-semibold" data-photo-position>
              Photo {index + 1} of {count}
            </p>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={t('gallery.close')}
              className={button}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
            <img
              key={photo.url}
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes="100vw"
              alt={photo.alt}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => move(index - 1)}
                  aria-label={t('gallery.previous')}
                  className={`${button} absolute top-1/2 left-2 -translate-y-1/2 bg-slate-950/60`}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={() => move(index + 1)}
                  aria-label={t('gallery.next')}
                  className={`${button} absolute top-1/2 right-2 -translate-y-1/2 bg-slate-950/60`}
                >
                  <ChevronRightIcon />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  )
}

/**
 * A list of photo links opening the viewer: the links still open the file without JavaScript
 * (or in a new tab with a modifier key); a plain click shows the photo full screen instead.
 */
export function usePhotoViewer(photos: readonly ViewerPhoto[], label: string) {
  const [index, setIndex] = useState<number | null>(null)
  const openAt = (at: number) => (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setIndex(at)
  }
  const viewer = (
    <PhotoViewer
      photos={photos}
      index={index}
      label={label}
      onIndex={setIndex}
      onClose={() => setIndex(null)}
    />
  )
  return { openAt, viewer, open: (at: number) => setIndex(at) }
}

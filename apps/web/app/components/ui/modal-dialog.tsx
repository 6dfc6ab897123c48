import { useEffect, useId, useRef, type ReactNode } from 'react'
import { wrapTabInDialog } from '../../lib/dialog-commands'
import { useTranslator } from '../../lib/i18n'
import { CloseIcon } from './icons-more'

const widths = { md: 'max-w-md', lg: 'max-w-lg' } as const

/**
 * The site's dialog shell (login, refund policy, amend, cancel, review): a native modal
 * <dialog>, so the page behind is inert and Escape closes it, with its title, a Close button
 * and focus given back to the element that opened it. The body only exists while open, so
 * every opening starts fresh.
 */
export function ModalDialog({
  open,
  title,
  description,
  onClose,
  width = 'lg',
  bodyClassName = 'gap-4 p-6',
  initialFocus,
  children,
}: {
  open: boolean
  title: string
  /** Under the title, inside the dialog's header. */
  description?: ReactNode
  /** After the dialog closed, however it closed. */
  onClose: () => void
  width?: keyof typeof widths
  /** The body's gap and padding. */
  bodyClassName?: string
  /** A selector for the element to focus on opening; else the first one that takes focus. */
  initialFocus?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const { t } = useTranslator()
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  function closed() {
    // The opener is gone when the page changed under it (a cancelled booking loses its buttons).
    if (opener.current?.isConnected) opener.current.focus()
    opener.current = null
    onClose()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={closed}
      onKeyDown={wrapTabInDialog}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widths[width]} overflow-y-auto rounded-2xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open ? (
        <div className={`flex flex-col ${bodyClassName}`}>
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              {description}
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={t('site.close')}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

export const dialogPrimary =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60'
export const dialogSecondary =
  'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50'

import { useId, useImperativeHandle, useRef, type Ref } from 'react'
import { CloseIcon } from '../icons'

export interface RefundPolicyDialogHandle {
  open: () => void
}

/**
 * The refund policy the checkout box refers to (spec §2: "refund policy opens a dialog"). A
 * native modal dialog: focus stays inside, Escape closes, and focus returns to the opener.
 */
export function RefundPolicyDialog({ ref }: { ref: Ref<RefundPolicyDialogHandle> }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useImperativeHandle(ref, () => ({
    open() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialogRef.current?.showModal()
    },
  }))

  const close = () => dialogRef.current?.close()

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => opener.current?.focus()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            Refund policy
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <div className="flex flex-col gap-3 text-slate-800">
          <p>
            <strong>Free cancellation up to 24 hours before the start.</strong> Cancel a booking at least 24
            hours before the tour starts, counted in Sri Lanka time (UTC+5:30), and you get a full refund of
            what you paid.
          </p>
          <p>Cancellations less than 24 hours before the start, and no-shows, are not refunded.</p>
          <p>
            You can cancel from My Bookings in your account. A refund goes back to the card you paid with;
            your bank may take a few days to show it.
          </p>
        </div>
        <div>
          <button
            type="button"
            onClick={close}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  )
}

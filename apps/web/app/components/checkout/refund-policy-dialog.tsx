import { ModalDialog } from '../ui/modal-dialog'

/**
 * The refund policy the checkout box refers to (spec §2: "refund policy opens a dialog"), in
 * the shared modal shell.
 */
export function RefundPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title="Refund policy" onClose={onClose}>
      <div className="flex flex-col gap-3 text-slate-800">
        <p>
          <strong>Free cancellation up to 24 hours before the start.</strong> Cancel a booking at least 24
          hours before the tour starts, counted in Sri Lanka time (UTC+5:30), and you get a full refund of
          what you paid.
        </p>
        <p>Cancellations less than 24 hours before the start, and no-shows, are not refunded.</p>
        <p>
          You can cancel from My Bookings in your account. A refund goes back to the card you paid with; your
          bank may take a few days to show it.
        </p>
      </div>
      <div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Close
        </button>
      </div>
    </ModalDialog>
  )
}

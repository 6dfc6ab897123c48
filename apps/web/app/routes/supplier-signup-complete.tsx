import { CheckIcon } from '../components/ui/icons-more'
import { privatePageMeta } from '../lib/page-meta'

export function meta() {
  return privatePageMeta('Thank you for signing up')
}

/** Spec §2: /signup/complete, the supplier's thank-you page with a supplier login button. */
export default function SupplierSignUpComplete() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CheckIcon width={32} height={32} aria-hidden="true" />
      </span>
      <h1 className="mb-3 text-2xl font-bold text-slate-900 sm:text-3xl">Thank you for signing up</h1>
      <p className="mb-2 text-slate-700">
        We sent you an e-mail: follow its link to confirm your address. Our team then checks your details
        before your tours go live.
      </p>
      <p className="mb-8 text-slate-700">Suppliers manage their tours and bookings on the supplier site.</p>
      {/* The supplier site is a separate application: a plain link, not client-side routing. */}
      <a
        href="/supplier/login"
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Supplier login
      </a>
    </div>
  )
}

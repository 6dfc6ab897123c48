import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { Link } from 'react-router'

const chip: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-emerald-100 text-emerald-900',
  2: 'bg-red-100 text-red-900',
  3: 'bg-red-100 text-red-900',
}

/** Where the profile form shows each gap (its field, or its section for lists). */
function gapLink(field: string): string {
  if (field === 'categories') return '/supplier/profile#categories'
  if (field.startsWith('payout_')) return `/supplier/profile#field-${field}`
  return `/supplier/profile#field-${field}`
}

const NEXT_STEPS = [
  'Complete your profile and confirm your e-mail address.',
  'Our team checks your business details, usually within two working days, and e-mails you.',
  'Once approved, submit your tours for review. Approved tours go on sale at once.',
]

/**
 * The dashboard's answer to "where do I stand?": the approval status, what is still missing
 * (each a link to its field), and what happens next. Pending suppliers can already prepare tours.
 */
export function ApprovalPanel({
  profile,
  onResendVerification,
}: {
  profile: SupplierProfile
  onResendVerification?: () => void
}) {
  const { approval, missing } = profile
  const missingFields = missing.filter((m) => m.field !== 'email')
  const needsEmail = missing.some((m) => m.field === 'email')
  return (
    <section
      aria-labelledby="approval-title"
      className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="approval-title" className="text-lg font-bold">
          Account status
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${chip[approval.status]}`}>
          {approval.label}
        </span>
      </div>
      {approval.status === 1 ? (
        <p className="mt-2 text-sm text-slate-700">
          Your account is approved. Submit your tours for review; our team approves them before they go on
          sale.
        </p>
      ) : approval.status === 3 ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>
            Your account is suspended: your tours are off sale. Bookings already made stay; please serve them.
            Contact us to be reinstated.
          </p>
          {approval.reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-900">
              <span className="font-semibold">Reason: </span>
              {approval.reason}
            </p>
          ) : null}
        </div>
      ) : approval.status === 2 ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>Your account was not approved yet. You cannot submit tours until it is.</p>
          {approval.reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-900">
              <span className="font-semibold">Reason: </span>
              {approval.reason}
            </p>
          ) : null}
          <p>Update your profile as asked; our team then reviews it again.</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Your account is waiting for approval. You can fill in your profile and prepare tours now; you can
          submit tours for review once we have approved your account.
        </p>
      )}

      {missing.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">
            {approval.status === 1 ? 'To complete your profile' : 'Still missing'}
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {needsEmail ? (
              <li className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
                <span className="font-medium text-amber-950">Confirm your e-mail address</span>
                {onResendVerification ? (
                  <button
                    type="button"
                    onClick={onResendVerification}
                    className="font-semibold text-brand-800 underline"
                  >
                    Send the link again
                  </button>
                ) : null}
              </li>
            ) : null}
            {missingFields.map((gap) => (
              <li key={gap.field}>
                <Link
                  to={gapLink(gap.field)}
                  className="flex items-center justify-between rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 hover:bg-amber-100"
                >
                  {gap.label}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : approval.status === 0 ? (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          Your profile is complete. Our team is reviewing it and will e-mail you.
        </p>
      ) : null}

      {approval.status === 0 || approval.status === 2 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">What happens next</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  )
}

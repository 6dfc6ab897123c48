import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { supplierProfileLabels } from '@serendib/domain/supplier-profile'
import { Link } from 'react-router'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'

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

const NEXT_STEPS = ['approval.step1', 'approval.step2', 'approval.step3'] as const

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
  const { t, lp, locale } = usePortalI18n()
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
          {t('approval.title')}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${chip[approval.status]}`}>
          {approval.status in chip
            ? t(`approval.status.${approval.status as 0 | 1 | 2 | 3}`)
            : approval.label}
        </span>
      </div>
      {approval.status === 1 ? (
        <p className="mt-2 text-sm text-slate-700">{t('approval.approved')}</p>
      ) : approval.status === 3 ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>{t('approval.suspended')}</p>
          {approval.reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-900">
              <span className="font-semibold">{t('approval.reason')}</span>
              {approval.reason}
            </p>
          ) : null}
        </div>
      ) : approval.status === 2 ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>{t('approval.rejected')}</p>
          {approval.reason ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-900">
              <span className="font-semibold">{t('approval.reason')}</span>
              {approval.reason}
            </p>
          ) : null}
          <p>{t('approval.updateProfile')}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('approval.pending')}</p>
      )}

      {missing.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">
            {approval.status === 1 ? t('approval.toComplete') : t('approval.stillMissing')}
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {needsEmail ? (
              <li className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
                <span className="font-medium text-amber-950">{t('approval.confirmEmail')}</span>
                {onResendVerification ? (
                  <button
                    type="button"
                    onClick={onResendVerification}
                    className="font-semibold text-brand-800 underline"
                  >
                    {t('approval.sendAgain')}
                  </button>
                ) : null}
              </li>
            ) : null}
            {missingFields.map((gap) => (
              <li key={gap.field}>
                <Link
                  to={lp(gapLink(gap.field))}
                  className="flex items-center justify-between rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 hover:bg-amber-100"
                >
                  {locale === 'en' || !(gap.field in supplierProfileLabels)
                    ? gap.label
                    : t(`profile.field.${gap.field}` as PortalMessageId)}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : approval.status === 0 ? (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">{t('approval.complete')}</p>
      ) : null}

      {approval.status === 0 || approval.status === 2 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">{t('approval.next')}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  )
}

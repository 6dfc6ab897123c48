import type { SessionUser } from '@serendib/domain/accounts'
import { InfoIcon } from '../ui/icons-more'
import { useLoginDialog } from '../../lib/login-dialog-context'
import { useTranslator } from '../../lib/i18n'

/** Ours, worded from spec §6: what a visitor's booking does about an account. */
export const NON_MEMBER_NOTICE =
  'As a non-member, an account will be created for you once you have paid, and a link to set its password e-mailed to the address you give.'

/** Spec §6 Visitor: the non-member notice and a way to log in first; members see who is booking. */
export function MemberNotice({ user }: { user: SessionUser | null }) {
  const { showLogin } = useLoginDialog()
  const { t, locale } = useTranslator()
  if (user) {
    return (
      <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
        {t('checkout.bookingAs')}{' '}
        <strong>
          {user.first_name} {user.last_name}
        </strong>{' '}
        {t('checkout.filledFromAccount', { email: user.email })}
      </p>
    )
  }
  return (
    <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800">
      <InfoIcon width={20} height={20} className="mt-0.5 shrink-0 text-amber-700" />
      <p>
        {locale === 'en' ? NON_MEMBER_NOTICE : t('checkout.nonMember')} {t('checkout.alreadyMember')}{' '}
        <button type="button" onClick={showLogin} className="font-semibold text-brand-700 underline">
          {t('checkout.logIn')}
        </button>
      </p>
    </div>
  )
}

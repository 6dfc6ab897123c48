import type { ProfileField, SessionUser } from '@serendib/domain/accounts'
import { useState } from 'react'
import type { Route } from './+types/settings'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { AccountFallback } from '../../components/auth/account-fallback'
import { LoginCaptcha } from '../../components/auth/login-captcha'
import { CheckIcon } from '../../components/ui/icons-more'
import { EmailStatus } from '../../components/settings/email-status'
import { SignOutEverywhere } from '../../components/settings/sign-out-everywhere'
import {
  ProfileFieldRow,
  type RenderCaptcha,
  type SaveField,
} from '../../components/settings/profile-field-row'
import { useSnackbar } from '../../components/ui/snackbar'
import { authedApi, refreshUser, requireLogin, useSession } from '../../lib/auth-session'
import { bodyMessage, captchaRequired, profileUpdateFailure } from '../../lib/reply-messages'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** A fresh profile (the e-mail may have been confirmed meanwhile); not logged in goes to /login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const fresh = await refreshUser()
  // A refused token has ended the session by now: requireLogin then redirects.
  return { user: fresh ?? (await requireLogin(request)).user }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.settings', 'Settings')
}

const rows: { field: ProfileField; label: MessageId; display: (user: SessionUser) => string }[] = [
  { field: 'first_name', label: 'acct.firstName', display: (user) => user.first_name },
  { field: 'last_name', label: 'acct.lastName', display: (user) => user.last_name },
  { field: 'email', label: 'acct.email', display: (user) => user.email },
  { field: 'phone_number', label: 'phone.label', display: (user) => user.phone_number ?? '' },
  { field: 'password', label: 'acct.password', display: () => '' },
]

/** Too many wrong current passwords (decision 030): the log-in forms' security check. */
const captcha: RenderCaptcha = ({ id, round, onChange }) => (
  <LoginCaptcha key={round} id={id} onChange={onChange} />
)

/** Spec §2 Account area, Settings: inline edit of each profile field, applied one at a time. */
export default function Settings({ loaderData }: Route.ComponentProps) {
  const user = useSession().user ?? loaderData.user
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const [editing, setEditing] = useState<ProfileField | null>(null)

  const save: SaveField = async (field, value, currentPassword, altcha) => {
    showSnackbar(t('msg.profileUpdateProgress'), 'info')
    const reply = await authedApi.post('/api/account/profile/field/update', {
      field,
      value,
      ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      ...(altcha === undefined ? {} : { altcha }),
    })
    // 401: the session is over and the user is on the way to /.
    if (reply.status === 401) return { message: t('msg.profileUpdateFailed'), captchaRequired: false }
    if (!reply.ok) {
      const failure = tm(profileUpdateFailure(reply.status, reply.body))
      showSnackbar(failure, 'error')
      return { message: failure, captchaRequired: captchaRequired(reply.body) }
    }
    // An e-mail change says where the confirmation link went; the rest use the spec's words.
    const said = field === 'email' ? bodyMessage(reply.body) : null
    showSnackbar(said ? tm(said) : t('msg.profileUpdated'), 'success')
    await refreshUser()
    return null
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <AccountPageHeading
        title={t('account.settings')}
        intro={t('acct.settingsIntro')}
        breadcrumbMargin="mb-3"
      />
      <section
        aria-labelledby="profile-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
      >
        <h2 id="profile-heading" className="sr-only">
          {t('acct.profile')}
        </h2>
        {rows.map(({ field, label, display }) => (
          <ProfileFieldRow
            key={field}
            field={field}
            label={t(label)}
            value={field === 'password' ? '' : display(user)}
            display={
              field === 'password' ? (
                <span aria-label={t('acct.passwordSet')}>••••••••</span>
              ) : (
                display(user) || <span className="text-slate-500">{t('acct.notSet')}</span>
              )
            }
            extra={field === 'email' ? <EmailStatus verified={user.email_verified} /> : undefined}
            email={user.email}
            editing={editing === field}
            locked={editing !== null && editing !== field}
            onEdit={() => setEditing(field)}
            onDone={() => setEditing(null)}
            save={save}
            captcha={captcha}
          />
        ))}
      </section>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <CheckIcon width={16} height={16} className="text-brand-700" aria-hidden="true" />
        {t('acct.changesApply')}
      </p>
      <SignOutEverywhere />
    </div>
  )
}

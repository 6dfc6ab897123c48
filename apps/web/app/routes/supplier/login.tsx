import { canSendNewPassword } from '@serendib/domain/accounts'
import type { SupplierLanguage } from '@serendib/domain/api/supplier-language'
import { localizedPath, supplierPortalLocale } from '@serendib/domain/i18n/locales'
import { AreaMessages } from '@serendib/domain/messages/areas'
import { UserType } from '@serendib/domain/user-types'
import { isPortalUser } from '../../lib/supplier/portal-role'
import { useState, type FormEvent } from 'react'
import { Link, redirect } from 'react-router'
import { LoginCaptcha } from '../../components/auth/login-captcha'
import { PortalLanguageMenu } from '../../components/supplier/language-menu'
import { button, LoadingState, TextInput } from '../../components/supplier/ui'
import { useAreaSignIn } from '../../lib/area-sign-in'
import { requestNewPassword } from '../../lib/new-password-request'
import { restoreSession } from '../../lib/auth-session'
import { getSession } from '../../lib/session-store'
import { portalMeta, usePortalI18n } from '../../lib/supplier/portal-i18n'
import { supplierApi } from '../../lib/supplier/supplier-api'
import type { Route } from './+types/login'

export function meta({ matches }: Route.MetaArgs) {
  return portalMeta(matches, 'login.title')
}

/** Already signed in as a supplier: straight to the portal, in this page's language. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await restoreSession()
  const session = getSession()
  const locale = supplierPortalLocale(new URL(request.url).pathname) ?? 'en'
  if (session.loggedIn && isPortalUser(session.user?.user_type))
    throw redirect(localizedPath('/supplier', locale))
  return null
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-brand-50 to-white p-4">
      <main className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
        <div className="-mt-3 mb-1 flex justify-end">
          <PortalLanguageMenu />
        </div>
        {children}
      </main>
    </div>
  )
}

export function HydrateFallback() {
  return (
    <Frame>
      <LoadingState />
    </Frame>
  )
}

/**
 * A forgotten password (spec §8 Password reset): the same mailed link as the traveller's login,
 * for the address typed above; the outcome is said here, where the supplier is looking.
 */
function NewPasswordLink({ email }: { email: string }) {
  const { t } = usePortalI18n()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  async function send() {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    setOutcome(await requestNewPassword(email))
    setBusy(false)
  }

  return (
    <div className="-mt-1 text-sm">
      {canSendNewPassword(email.trim()) ? (
        <button
          type="button"
          onClick={send}
          disabled={busy}
          className="font-semibold text-brand-700 underline hover:text-brand-800 disabled:opacity-60"
        >
          {t('login.sendNewPassword')}
        </button>
      ) : (
        <p className="text-slate-600">{t('login.enterEmailForReset')}</p>
      )}
      <p role="status" className={outcome?.ok === false ? 'mt-1 text-red-700' : 'mt-1 text-slate-700'}>
        {busy ? t('login.resetProgress') : (outcome?.message ?? '')}
      </p>
    </div>
  )
}

/** /supplier/login: the portal's own sign-in with the same /oauth/token; suppliers only. */
export default function SupplierLogin() {
  const { t, lp, locale } = usePortalI18n()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { busy, error, fieldErrors, captcha, setCaptchaPayload, signIn } = useAreaSignIn({
    userType: [UserType.supplier, UserType.staff],
    home: lp('/supplier'),
    othersMessage: AreaMessages.suppliersOnly,
    // Signing in on /si or /ta saves that language on the supplier's account (decision 082).
    portalLocale: locale,
    // From the English login page, the portal opens in the language saved on the account
    // (decision 078); a Sinhala or Tamil login page keeps its own language.
    landing: async () => {
      // The saved language is the supplier's own; its staff start in English (decision 074).
      if (locale !== 'en' || getSession().user?.user_type !== UserType.supplier) return lp('/supplier')
      const saved = await supplierApi.get<SupplierLanguage>('/api/supplier/language')
      return localizedPath('/supplier', saved.ok ? saved.data.locale : 'en')
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void signIn(email, password)
  }

  return (
    <Frame>
      <p className="text-xl font-extrabold tracking-tight text-brand-800">
        Seren<span className="text-accent-700">dib</span>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('login.heading')}</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('login.intro')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextInput
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
        />
        <TextInput
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <NewPasswordLink email={email} />
        {captcha ? (
          <LoginCaptcha key={captcha.round} id="supplier-captcha" onChange={setCaptchaPayload} />
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={button.primary}>
          {busy ? t('login.signingIn') : t('login.signIn')}
        </button>
      </form>
      <div className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p>
          {t('login.newSupplier')}{' '}
          <Link to="/signup" className="font-semibold text-brand-700 underline">
            {t('login.signUp')}
          </Link>
        </p>
        <p>
          {t('login.travelling')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t('login.travellerLogin')}
          </Link>
        </p>
      </div>
    </Frame>
  )
}

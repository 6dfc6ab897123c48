import { subscriptionEmailError } from '@serendib/domain/contact-forms'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { HoneypotField } from '../ui/honeypot-field'
import { useSnackbar } from '../ui/snackbar'
import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

/** What the search route's action answers to a subscription. */
export interface SubscriptionResult {
  ok: boolean
  message: string
  /** True when the message is about the e-mail field itself (shown under it). */
  field: boolean
}

/**
 * Deals e-mail subscription (spec §2, messages of §5 and §8). Posts to the search route's
 * action, so it works before hydration too; `fallback` is that action's answer in that case.
 */
export function DealsSubscription({ fallback }: { fallback: SubscriptionResult | undefined }) {
  const id = useId()
  const { t } = useTranslator()
  const tm = useSpecMessage()
  const fetcher = useFetcher<SubscriptionResult>()
  const showSnackbar = useSnackbar()
  const [error, setError] = useState<string | null>(fallback?.field ? fallback.message : null)
  const [email, setEmail] = useState('')
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    const result = fetcher.data
    if (!result) return
    if (result.ok) setEmail('')
    if (result.field) setError(result.message)
    else showSnackbar(tm(result.message), result.ok ? 'success' : 'error')
  }, [fetcher.data, showSnackbar, tm])

  function submit(event: FormEvent<HTMLFormElement>) {
    const problem = subscriptionEmailError(email)
    if (problem) {
      event.preventDefault()
      setError(problem)
      document.getElementById(`${id}-email`)?.focus()
    }
  }

  const notice = !fetcher.data && fallback && !fallback.field ? fallback : null

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h3 id={`${id}-title`} className="text-sm font-bold text-slate-900">
        {t('search.dealsTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('search.dealsBrief')}</p>
      <fetcher.Form method="post" noValidate onSubmit={submit} className="relative mt-3 flex flex-col gap-2">
        <HoneypotField />
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {t('search.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 aria-[invalid=true]:border-red-700"
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {tm(error)}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
        >
          {busy ? t('search.subscribing') : t('search.subscribe')}
        </button>
        {notice ? (
          <p
            role="status"
            className={`text-sm font-medium ${notice.ok ? 'text-emerald-800' : 'text-red-700'}`}
          >
            {tm(notice.message)}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  )
}

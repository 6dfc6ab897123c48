import type {} from 'altcha/types/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslator } from '../../lib/i18n'

/** Where the widget fetches its proof-of-work challenge (accounts-api.md). */
const CHALLENGE_URL = '/api/captcha/challenge'

// Solving starts as soon as the user is in the form, so it is usually done before they submit;
// the footer link is dropped to keep the form calm (the widget is MIT-licensed).
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true })

interface CaptchaFieldProps {
  id: string
  error?: string | null
  /** The ALTCHA payload once solved, '' when unsolved, expired or failed. */
  onChange: (payload: string) => void
  /**
   * When solving starts: as the user reaches the field (forms that show it from the start), or at
   * once (forms that show it only after the server asked, when the user has already submitted).
   */
  auto?: 'onfocus' | 'onload'
}

type Status = 'loading' | 'ready' | 'failed'

/**
 * The ALTCHA widget, loaded in the browser only (it is a web component that needs `window`).
 * Remount it (change its `key`) after a refused submit: a solved challenge is single-use.
 */
export function CaptchaField({ id, error, onChange, auto = 'onfocus' }: CaptchaFieldProps) {
  const { t, locale } = useTranslator()
  const [status, setStatus] = useState<Status>('loading')
  const [language, setLanguage] = useState<string | undefined>(undefined)
  const widgetRef = useRef<HTMLElement>(null)
  const onChangeRef = useRef(onChange)

  useEffect(() => {
    onChangeRef.current = onChange
  })

  useEffect(() => {
    let live = true
    import('../../lib/altcha-widget.client').then(
      async ({ registerAltchaWorkers, loadAltchaLanguage }) => {
        registerAltchaWorkers()
        // Its words in the page's language; English (its own) if that file cannot load.
        const code = await loadAltchaLanguage(locale).catch(() => undefined)
        if (!live) return
        setLanguage(code)
        setStatus('ready')
      },
      () => live && setStatus('failed'),
    )
    return () => {
      live = false
    }
  }, [locale])

  useEffect(() => {
    const widget = widgetRef.current
    if (status !== 'ready' || !widget) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string } | undefined>).detail
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '')
    }
    const onVerified = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string } | undefined>).detail
      if (detail?.payload) onChangeRef.current(detail.payload)
    }
    widget.addEventListener('statechange', onState)
    widget.addEventListener('verified', onVerified)
    return () => {
      widget.removeEventListener('statechange', onState)
      widget.removeEventListener('verified', onVerified)
    }
  }, [status])

  const errorId = `${id}-error`
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('site.securityCheck')}</legend>
      {status === 'ready' ? (
        <altcha-widget
          ref={widgetRef}
          challenge={CHALLENGE_URL}
          auto={auto}
          name="altcha"
          language={language}
          configuration={WIDGET_CONFIGURATION}
        />
      ) : (
        <div className="flex h-[58px] max-w-80 items-center rounded-md border border-slate-300 px-3 text-sm text-slate-600">
          {status === 'loading' ? t('site.securityCheckLoading') : t('site.securityCheckFailed')}
        </div>
      )}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </fieldset>
  )
}

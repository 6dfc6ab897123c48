import { useEffect, useState } from 'react'
import { demoNoticeDismissed, dismissDemoNotice } from '../../lib/demo-notice'
import { useTranslator } from '../../lib/i18n'

/**
 * The slim notice on every page of a demo install (APP_MODE=demo, issue 12). In the page's flow
 * from the server's first byte, so it shifts nothing; a dismissed one is hidden before the first
 * paint by the head script and CSS, then unmounted once the page has hydrated.
 */
export function DemoNotice() {
  const { t } = useTranslator()
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => setDismissed(demoNoticeDismissed()), [])
  if (dismissed) return null
  return (
    <section
      aria-label={t('site.demoSite')}
      className="demo-notice flex items-center justify-center gap-3 bg-amber-100 px-4 py-1 text-sm text-amber-950"
    >
      <p>{t('site.demoNotice')}</p>
      <button
        type="button"
        onClick={() => {
          dismissDemoNotice()
          setDismissed(true)
        }}
        className="rounded px-2 py-0.5 font-semibold underline hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-900"
      >
        {t('site.dismiss')}
        <span className="sr-only">{t('site.dismissDemoSr')}</span>
      </button>
    </section>
  )
}

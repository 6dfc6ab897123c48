import { useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { demoNoticeDismissed, dismissDemoNotice } from '../../lib/demo-notice'
import { useTranslator } from '../../lib/i18n'

/**
 * The slim notice on every page of a demo install (APP_MODE=demo, issue 12). In the page's flow
 * from the server's first byte, so it shifts nothing; a dismissed one is hidden before the first
 * paint by the head script and CSS, then unmounted once the page has hydrated.
 */
export function DemoNotice() {
  const words = useDemoWords()
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => setDismissed(demoNoticeDismissed()), [])
  if (dismissed) return null
  return (
    <section
      aria-label={words.site}
      className="demo-notice flex items-center justify-center gap-3 bg-amber-100 px-4 py-1 text-sm text-amber-950"
    >
      <p>{words.notice}</p>
      <button
        type="button"
        onClick={() => {
          dismissDemoNotice()
          setDismissed(true)
        }}
        className="rounded px-2 py-0.5 font-semibold underline hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-900"
      >
        {words.dismiss}
        <span className="sr-only">{words.dismissSr}</span>
      </button>
    </section>
  )
}

/**
 * The notice's words in the page's language: the portal's catalogue on portal pages (Sinhala
 * and Tamil are not traveller languages, decision 078), the traveller's elsewhere. Read from the
 * root's data without the portal's translator module, which stays out of every other page.
 */
function useDemoWords() {
  const { t } = useTranslator()
  const root = useRouteLoaderData('root') as { portal?: Record<string, unknown> | null } | undefined
  const portal = root?.portal
  return {
    site: plainMessage(portal, 'demo.site') ?? t('site.demoSite'),
    notice: plainMessage(portal, 'demo.notice') ?? t('site.demoNotice'),
    dismiss: plainMessage(portal, 'demo.dismiss') ?? t('site.dismiss'),
    dismissSr: plainMessage(portal, 'demo.dismissSr') ?? t('site.dismissDemoSr'),
  }
}

/** A compiled message without arguments is its text (or its text in parts). */
function plainMessage(messages: Record<string, unknown> | null | undefined, id: string): string | null {
  const text = messages?.[id]
  if (typeof text === 'string') return text
  return Array.isArray(text) && text.every((part) => typeof part === 'string') ? text.join('') : null
}

import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { useEffect, useState } from 'react'
import { useTranslator } from '../../lib/i18n'
import { PriceTag } from './price-tag'

/**
 * Phones show the booking panel below the content; this bar keeps "Book Now" in reach until
 * then. It hides once the panel comes into view or has been passed, so it never covers the
 * panel's own buttons or the footer.
 */
export function MobileBookBar({ activity, panelId }: { activity: ActivityDetail; panelId: string }) {
  const [panelAhead, setPanelAhead] = useState(true)
  const { t } = useTranslator()

  useEffect(() => {
    const panel = document.getElementById(panelId)
    if (!panel) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPanelAhead(!entry.isIntersecting && entry.boundingClientRect.top > 0)
    })
    observer.observe(panel)
    return () => observer.disconnect()
  }, [panelId])

  if (!panelAhead) return null
  return (
    <div
      data-bottom-bar="phone"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <PriceTag activity={activity} compact />
        <a
          href={`#${panelId}`}
          className="shrink-0 rounded-lg bg-accent-700 px-5 py-2.5 font-bold text-white hover:bg-accent-800"
        >
          {t('tour.bookNow')}
        </a>
      </div>
    </div>
  )
}

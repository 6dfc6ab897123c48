import { Link } from 'react-router'
import { HELP_TABS, helpTabPath, type HelpTab } from '../../lib/help-tabs'
import { useTranslator } from '../../lib/i18n'

/**
 * The help centre "tabs" are links to /help/0, /help/1 and /help/2: each tab is its own
 * server-rendered URL, so they work without JavaScript and each policy can be linked to.
 * That makes them navigation, not an ARIA tablist; aria-current marks the open one.
 */
export function HelpTabsNav({ current }: { current: HelpTab }) {
  const { t, lp } = useTranslator()
  return (
    <nav aria-label={t('help.topics')} className="border-b border-slate-200">
      {/* Three equal tabs fill a phone's width; from tablets up they size to their labels. */}
      <ul className="scrollbar-none -mb-px flex overflow-x-auto sm:gap-2">
        {HELP_TABS.map((tab) => {
          const active = tab.sid === current.sid
          return (
            <li key={tab.sid} className="flex-1 shrink-0 sm:flex-none">
              <Link
                to={lp(helpTabPath(tab))}
                aria-current={active ? 'page' : undefined}
                prefetch="intent"
                className={`block rounded-t-lg border-b-[3px] px-1.5 py-3 text-center text-sm font-semibold whitespace-nowrap sm:px-5 sm:text-base ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {t(`help.tab.${tab.section}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

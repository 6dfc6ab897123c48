import { Link } from 'react-router'
import { HELP_FAQ, HELP_TABS, helpTabPath, type HelpTab } from '../../lib/help-tabs'

const tabClass = (active: boolean, short: boolean) =>
  `flex h-full items-center justify-center rounded-t-lg border-b-[3px] ${short ? 'px-3' : 'px-1.5'} py-2.5 text-center text-sm leading-tight font-semibold sm:px-5 sm:py-3 sm:text-base sm:whitespace-nowrap ${
    active
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`

/**
 * The help centre "tabs" are links to /help (the FAQ), /help/0, /help/1 and /help/2: each tab
 * is its own server-rendered URL, so they work without JavaScript and each page can be linked
 * to. That makes them navigation, not an ARIA tablist; aria-current marks the open one.
 * `current` null is the FAQ.
 */
export function HelpTabsNav({ current }: { current: HelpTab | null }) {
  const tabs = [
    { key: 'faq', to: HELP_FAQ.path, label: HELP_FAQ.label, active: current === null },
    ...HELP_TABS.map((tab) => ({
      key: tab.sid,
      to: helpTabPath(tab),
      label: tab.label,
      active: tab.sid === current?.sid,
    })),
  ]
  return (
    <nav aria-label="Help topics" className="border-b border-slate-200">
      {/* On a phone the four tabs share its width, two-word labels on two lines; from tablets up
          they size to their labels on one line. */}
      <ul className="scrollbar-none -mb-px flex overflow-x-auto sm:gap-2">
        {tabs.map((tab) => (
          <li key={tab.key} className={`shrink-0 sm:flex-none ${tab.key === 'faq' ? 'flex-none' : 'flex-1'}`}>
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              prefetch="intent"
              className={tabClass(tab.active, tab.key === 'faq')}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

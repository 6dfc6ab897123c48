import type { SiteContentSection } from '@serendib/domain/catalogue-api'

/** The site content sections the help centre's tabs show. */
export type HelpTabSection = Extract<SiteContentSection, 'privacy' | 'disclaimer' | 'cookie'>

export interface HelpTab {
  /** The `{sid}` of /help/{sid}. */
  sid: string
  /** Also names the tab: its label is the message `help.tab.{section}`. */
  section: HelpTabSection
}

/** Spec §2: tab 0 privacy, 1 disclaimers, 2 cookie policy; the order is the URL contract. */
export const HELP_TABS: readonly HelpTab[] = [
  { sid: '0', section: 'privacy' },
  { sid: '1', section: 'disclaimer' },
  { sid: '2', section: 'cookie' },
]

/** /help itself: the questions and answers (issue 18) beside the first tab, privacy (spec §2). */
export const HELP_FAQ = { path: '/help' } as const

/** The tab a URL asks for: /help (no sid) is the first tab; an unknown sid is null (a 404). */
export function helpTab(sid: string | undefined): HelpTab | null {
  if (sid === undefined) return HELP_TABS[0]!
  return HELP_TABS.find((tab) => tab.sid === sid) ?? null
}

export function helpTabPath(tab: HelpTab): string {
  return `/help/${tab.sid}`
}

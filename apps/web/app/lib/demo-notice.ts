/**
 * The demo notice's dismissal, remembered in localStorage. The head script (demo-notice.server.ts)
 * marks <html> before the body paints, so a dismissed notice never flashes or shifts the page.
 */
export const DEMO_NOTICE_KEY = 'serendib:demo-notice'
export const DEMO_NOTICE_ATTRIBUTE = 'data-demo-notice'

export function demoNoticeDismissed(): boolean {
  try {
    return localStorage.getItem(DEMO_NOTICE_KEY) === 'dismissed'
  } catch {
    return false
  }
}

export function dismissDemoNotice(): void {
  document.documentElement.setAttribute(DEMO_NOTICE_ATTRIBUTE, 'dismissed')
  try {
    localStorage.setItem(DEMO_NOTICE_KEY, 'dismissed')
  } catch {
    // Private mode without storage: hidden for this page only.
  }
}

/**
 * Runs at the top of <head> (entry.server.tsx), before the body is parsed: a notice dismissed
 * earlier is hidden by CSS (`[data-demo-notice=dismissed] .demo-notice`) from the first paint.
 * Serialised into the page, so it names the key and attribute itself (demo-notice.ts has them).
 */
function hideDismissedDemoNotice() {
  try {
    if (localStorage.getItem('serendib:demo-notice') === 'dismissed') {
      document.documentElement.setAttribute('data-demo-notice', 'dismissed')
    }
  } catch {
    // No storage: the notice shows.
  }
}

export const demoNoticeScript = `(${String(hideDismissedDemoNotice)})()`

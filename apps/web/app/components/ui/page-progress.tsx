import { useNavigation } from 'react-router'

/**
 * Spec §4's loading overlay as a thin bar at the top (issue 18): while the next page's data
 * loads, the old page says it is moving instead of looking frozen. CSS delays it a little, so
 * quick moves do not flash.
 */
export function PageProgress() {
  if (useNavigation().state === 'idle') return null
  return <div role="progressbar" aria-label="Loading page" data-page-progress className="page-progress" />
}

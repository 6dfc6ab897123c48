export const SITE_NAME = 'Serendib'

/** "Page not found | Serendib"; the home page uses the bare site title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME
}

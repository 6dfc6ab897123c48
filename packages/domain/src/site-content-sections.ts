/** The help pages an admin edits and the footer links to (spec §5 "Help"). */
export const SITE_CONTENT_SECTIONS = ['about', 'privacy', 'cookie', 'disclaimer', 'guidelines'] as const
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number]

/** Long-form site content (spec: site content {about, privacy, cookie, disclaimer, guidelines} with meta fields). */
import { aboutPage, guidelinesPage } from './site-content-about.ts'
import { cookiePage, disclaimerPage } from './site-content-cookie-disclaimer.ts'
import { privacyPage } from './site-content-privacy.ts'
import type { SeedSiteContent } from './types.ts'

export const siteContent: SeedSiteContent = {
  about: aboutPage,
  privacy: privacyPage,
  cookie: cookiePage,
  disclaimer: disclaimerPage,
  guidelines: guidelinesPage,
}

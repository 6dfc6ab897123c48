import { FAQ_GROUPS, faqGroups, type FaqGroup } from '@serendib/domain/help-faq'
import { isTravellerLocale, type Locale } from '@serendib/domain/i18n/locales'
import { translate } from './message-catalogue'

const byLocale = new Map<Locale, readonly FaqGroup[]>()

/**
 * Loaders only (like message-catalogue.ts, so no catalogue reaches the browser's bundle): the
 * help centre's questions and answers in `locale`, made once per process from its catalogue
 * (decision 085). The page's data carries this one language's FAQ as plain text, which the
 * page filters with `searchFaq`. English is the domain's `FAQ_GROUPS`, exactly as before.
 */
export function helpFaqGroups(locale: Locale): readonly FaqGroup[] {
  if (locale === 'en' || !isTravellerLocale(locale)) return FAQ_GROUPS
  let groups = byLocale.get(locale)
  if (!groups) {
    groups = faqGroups((id, values) => translate(locale, id, values))
    byLocale.set(locale, groups)
  }
  return groups
}

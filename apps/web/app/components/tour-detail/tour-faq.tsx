import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { DEFAULT_LOCALE } from '@serendib/domain/i18n/locales'
import { englishTourFaqWords, tourFaq, type TourFaqWords } from '@serendib/domain/tour-faq'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { ShownInEnglish } from '../ui/content-language'
import { QuestionList } from '../ui/question-list'

/**
 * The tour's questions (issue 30 point 11, decision 065), answered from its own facts by
 * `tourFaq`. Each is a `<details>` in the server HTML, so it opens without JavaScript and search
 * engines read every answer; the site-wide questions are one link away at /help.
 */
export function TourFaq({ activity }: { activity: ActivityDetail }) {
  const { t, tag, locale, lp } = useTranslator()
  // English keeps the domain's own wording (OCTO's FAQ is the same text); another language asks
  // and answers through its catalogue, lists joined and minutes counted as it does (decision 081).
  const words = useMemo<TourFaqWords>(() => {
    if (locale === DEFAULT_LOCALE) return englishTourFaqWords
    const list = new Intl.ListFormat(tag, { type: 'conjunction' })
    return {
      say: (id, values) => t(id, values),
      list: (items) => list.format(items),
      duration: (minutes) => t('faq.minutes', { count: minutes }),
    }
  }, [t, tag, locale])
  const items = tourFaq(activity, words)
  // The cancellation answer is the tour's own policy: English, marked and noted, until translated.
  const englishPolicy = (item: { id: string }) =>
    item.id === 'cancellation' && (activity.untranslated?.includes('cancel_policy') ?? false)
  return (
    <section aria-labelledby="tour-faq-heading" data-tour-faq>
      <h2 id="tour-faq-heading" className="mb-3 text-xl font-bold text-slate-900 sm:text-2xl">
        {words.say('faq.heading')}
      </h2>
      <QuestionList
        items={items}
        idPrefix="tour-faq-"
        itemAttributes={(item) => ({ 'data-tour-faq-item': item.id })}
        answerLang={(item) => (englishPolicy(item) ? 'en' : undefined)}
        answerNote={(item) => (englishPolicy(item) ? <ShownInEnglish /> : null)}
      />
      <Link to={lp('/help')} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        {words.say('faq.moreAnswers')}
      </Link>
    </section>
  )
}

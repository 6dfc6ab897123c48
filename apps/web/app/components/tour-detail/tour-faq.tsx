import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { tourFaq, TourFaqWords } from '@serendib/domain/tour-faq'
import { Link } from 'react-router'
import { QuestionList } from '../ui/question-list'

/**
 * The tour's questions (issue 30 point 11, decision 065), answered from its own facts by
 * `tourFaq`. Each is a `<details>` in the server HTML, so it opens without JavaScript and search
 * engines read every answer; the site-wide questions are one link away at /help.
 */
export function TourFaq({ activity }: { activity: ActivityDetail }) {
  const items = tourFaq(activity)
  return (
    <section aria-labelledby="tour-faq-heading" data-tour-faq>
      <h2 id="tour-faq-heading" className="mb-3 text-xl font-bold text-slate-900 sm:text-2xl">
        {TourFaqWords.heading}
      </h2>
      <QuestionList
        items={items}
        idPrefix="tour-faq-"
        itemAttributes={(item) => ({ 'data-tour-faq-item': item.id })}
      />
      <Link to="/help" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        {TourFaqWords.moreAnswers}
      </Link>
    </section>
  )
}

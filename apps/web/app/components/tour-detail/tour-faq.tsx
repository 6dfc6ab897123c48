import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { tourFaq, TourFaqWords } from '@serendib/domain/tour-faq'
import { Link } from 'react-router'

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
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.id} id={`tour-faq-${item.id}`} className="group" data-tour-faq-item={item.id}>
            <summary className="flex cursor-pointer list-none items-start justify-between gap-3 px-4 py-3.5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 shrink-0 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="space-y-3 px-4 pb-4 text-slate-700">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <Link to="/help" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        {TourFaqWords.moreAnswers}
      </Link>
    </section>
  )
}

import type { ReactNode } from 'react'

/** One question and its answer paragraphs: the shape both FAQ lists render. */
export interface AnsweredQuestion {
  id: string
  question: string
  answer: readonly string[]
}

/**
 * A bordered list of questions, each a `<details>` in the server HTML: it opens without
 * JavaScript and search engines read every answer. Shared by the help centre and the tour page's
 * FAQ so both look and behave alike. `idPrefix` keeps anchors (`#faq-refunds`) stable; `open`
 * opens every item (the help centre opens its search matches); `itemAttributes` tags items for
 * tests and scripts that read the list. `answerLang` marks an answer left in another language
 * than the page's (a tour's own text without a translation: "en"), `answerNote` follows it.
 */
export function QuestionList({
  items,
  idPrefix,
  open = false,
  itemAttributes,
  answerLang,
  answerNote,
}: {
  items: readonly AnsweredQuestion[]
  idPrefix: string
  open?: boolean
  itemAttributes?: (item: AnsweredQuestion) => Record<`data-${string}`, string>
  answerLang?: (item: AnsweredQuestion) => string | undefined
  answerNote?: (item: AnsweredQuestion) => ReactNode
}) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details
          key={item.id}
          id={`${idPrefix}${item.id}`}
          open={open || undefined}
          className="group"
          {...itemAttributes?.(item)}
        >
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
              <p key={paragraph} lang={answerLang?.(item)}>
                {paragraph}
              </p>
            ))}
            {answerNote?.(item)}
          </div>
        </details>
      ))}
    </div>
  )
}

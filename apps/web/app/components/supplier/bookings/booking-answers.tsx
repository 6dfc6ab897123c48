import type { BookingAnswer } from '@serendib/domain/api/booking-questions'
import { Panel } from '../ui'

interface Person {
  first_name: string
  last_name: string
}

/** "Traveller 2 · Kamal Perera" (the list's order: the lead first). */
function travellerName(place: number, travellers: readonly Person[]) {
  const person = travellers[place]
  const name = person ? `${person.first_name} ${person.last_name}`.trim() : ''
  return `Traveller ${place + 1}${place === 0 ? ' (lead)' : ''}${name ? ` · ${name}` : ''}`
}

/** Answers grouped: the booking's own first, then each traveller's. */
function groups(answers: readonly BookingAnswer[], travellers: readonly Person[]) {
  const out: { title: string | null; answers: BookingAnswer[] }[] = []
  for (const answer of answers) {
    const title = answer.traveller === null ? null : travellerName(answer.traveller, travellers)
    const last = out.at(-1)
    if (last && last.title === title) last.answers.push(answer)
    else out.push({ title, answers: [answer] })
  }
  return out
}

/**
 * The answers to the tour's booking questions (issue 33, decision 062) on the supplier's booking
 * and, `compact`, on each booking of the day manifest (printed too). Nothing when none.
 */
export function BookingAnswers({
  answers,
  travellers = [],
  compact = false,
}: {
  answers: readonly BookingAnswer[]
  travellers?: readonly Person[]
  compact?: boolean
}) {
  if (answers.length === 0) return null
  if (compact)
    return (
      <dl className="mt-1 grid gap-x-2 text-slate-800 sm:grid-cols-[auto_1fr]" aria-label="Answers">
        {answers.map((a) => (
          <div key={`${a.question_id}.${a.traveller}`} className="contents">
            <dt className="font-semibold">
              {a.label}
              {a.traveller === null ? '' : ` (traveller ${a.traveller + 1})`}:
            </dt>
            <dd className="break-words">{a.text}</dd>
          </div>
        ))}
      </dl>
    )
  return (
    <div className="grid gap-3 text-sm">
      {groups(answers, travellers).map((group, i) => (
        <div key={i}>
          {group.title ? <h3 className="mb-1 font-semibold text-slate-900">{group.title}</h3> : null}
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
            {group.answers.map((a) => (
              <div key={`${a.question_id}.${a.traveller}`} className="contents">
                <dt className="text-slate-600">{a.label}</dt>
                <dd className="break-words text-slate-900">{a.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

/** The booking page's panel; absent when the booking answered no questions. */
export function BookingAnswersPanel(props: {
  answers: readonly BookingAnswer[]
  travellers: readonly Person[]
}) {
  if (props.answers.length === 0) return null
  return (
    <Panel title="Booking questions" id="answers">
      <BookingAnswers {...props} />
    </Panel>
  )
}

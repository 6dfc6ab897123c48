import type { BookingAnswer } from '@serendib/domain/api/booking-questions'
import { usePortalI18n, type PortalTranslator } from '../../../lib/supplier/portal-i18n'
import { Panel } from '../ui'

interface Person {
  first_name: string
  last_name: string
}

/** "Traveller 2 · Kamal Perera" (the list's order: the lead first). */
function travellerName(place: number, travellers: readonly Person[], t: PortalTranslator['t']) {
  const person = travellers[place]
  const name = person ? `${person.first_name} ${person.last_name}`.trim() : ''
  const who = t('answers.traveller', { number: place + 1 })
  return `${who}${place === 0 ? t('answers.lead') : ''}${name ? ` · ${name}` : ''}`
}

/** Answers grouped: the booking's own first, then each traveller's. */
function groups(answers: readonly BookingAnswer[], travellers: readonly Person[], t: PortalTranslator['t']) {
  const out: { title: string | null; answers: BookingAnswer[] }[] = []
  for (const answer of answers) {
    const title = answer.traveller === null ? null : travellerName(answer.traveller, travellers, t)
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
  const { t } = usePortalI18n()
  if (answers.length === 0) return null
  if (compact)
    return (
      <dl
        className="mt-1 grid gap-x-2 text-slate-800 sm:grid-cols-[auto_1fr]"
        aria-label={t('answers.label')}
      >
        {answers.map((a) => (
          <div key={`${a.question_id}.${a.traveller}`} className="contents">
            <dt className="font-semibold">
              {a.label}
              {a.traveller === null ? '' : t('answers.travellerShort', { number: a.traveller + 1 })}:
            </dt>
            <dd className="break-words">{a.text}</dd>
          </div>
        ))}
      </dl>
    )
  return (
    <div className="grid gap-3 text-sm">
      {groups(answers, travellers, t).map((group, i) => (
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
  const { t } = usePortalI18n()
  if (props.answers.length === 0) return null
  return (
    <Panel title={t('answers.title')} id="answers">
      <BookingAnswers {...props} />
    </Panel>
  )
}

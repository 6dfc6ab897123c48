import type { CartItem } from '@serendib/domain/cart'
import { answerKey, type BookingQuestion } from '@serendib/domain/booking-questions'
import {
  answersOf,
  partySize,
  questionFieldId,
  setAnswer,
  useCheckoutQuestions,
} from '../../lib/checkout-questions'
import { useTranslator } from '../../lib/i18n'

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

function Answer({
  id,
  question,
  label,
  value,
  problem,
  onChange,
}: {
  id: string
  question: BookingQuestion
  label: string
  value: string
  problem: string | undefined
  onChange: (value: string) => void
}) {
  const { t } = useTranslator()
  const described = [question.help_text ? `${id}-help` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  const a11y = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': question.required || undefined,
  }
  const title = (
    <>
      {label}
      {question.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
    </>
  )
  const help = question.help_text ? (
    <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
      {question.help_text}
    </p>
  ) : null
  const error = problem ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {problem}
    </p>
  ) : null
  if (question.input_type === 'yes_no')
    return (
      <fieldset {...a11y} tabIndex={-1}>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{title}</legend>
        <div className="flex gap-4">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="inline-flex min-h-11 items-center gap-2 text-base text-slate-800">
              <input
                type="radio"
                name={id}
                value={choice}
                className="size-5"
                checked={value === choice}
                onChange={() => onChange(choice)}
              />
              {choice === 'yes' ? t('checkout.yes') : t('checkout.no')}
            </label>
          ))}
        </div>
        {help}
        {error}
      </fieldset>
    )
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {title}
      </label>
      {question.input_type === 'long_text' ? (
        <textarea
          {...a11y}
          rows={3}
          className={`${field} py-2`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : question.input_type === 'select' ? (
        <select
          {...a11y}
          className={`${field} h-12`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('checkout.choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...a11y}
          type={question.input_type === 'date' ? 'date' : 'text'}
          inputMode={question.input_type === 'number' ? 'decimal' : undefined}
          className={`${field} h-12`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {help}
      {error}
    </div>
  )
}

function ItemQuestions({
  item,
  index,
  asked,
  problems,
}: {
  item: CartItem
  index: number
  asked: BookingQuestion[]
  problems: Readonly<Record<string, string>>
}) {
  const { t } = useTranslator()
  const given = new Map(answersOf(item).map((a) => [answerKey(a.question_id, a.traveller), a.value]))
  const perBooking = asked.filter((q) => !q.per_traveller)
  const perTraveller = asked.filter((q) => q.per_traveller)
  const travellers = [...Array(partySize(item)).keys()]
  const answer = (q: BookingQuestion, traveller: number | null, label: string) => {
    const id = questionFieldId(index, q.id, traveller)
    return (
      <Answer
        key={id}
        id={id}
        question={q}
        label={label}
        value={given.get(answerKey(q.id, traveller)) ?? ''}
        problem={problems[id]}
        onChange={(value) => setAnswer(index, q.id, traveller, value)}
      />
    )
  }
  return (
    <section
      aria-labelledby={`co-${index}-questions`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`co-${index}-questions`} className="text-lg font-bold text-slate-900">
          {t('checkout.questions')}
        </h2>
        <p className="text-sm text-slate-600">{item.activity.name}</p>
      </div>
      {perBooking.map((q) => answer(q, null, q.label))}
      {perTraveller.length > 0
        ? travellers.map((index) => {
            const person = item.booking.travellers[index]
            const name = person ? `${person.firstname} ${person.lastname}`.trim() : ''
            const who =
              index === 0
                ? t('checkout.travellerLead', { number: 1 })
                : t('checkout.traveller', { number: index + 1 })
            return (
              <fieldset key={index} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
                <legend className="text-base font-semibold text-slate-900">
                  {who}
                  {name ? <span className="font-normal text-slate-600"> · {name}</span> : null}
                </legend>
                {perTraveller.map((q) => answer(q, index, q.label))}
              </fieldset>
            )
          })
        : null}
    </section>
  )
}

/**
 * The tour operators' booking questions for every cart item that has some (issue 33, decision
 * 062), below the items' travellers and pick-up. Required answers missing are refused by the
 * page (bookingQuestionProblems) and by the server, each message beside its field.
 */
export function BookingQuestions({ cart }: { cart: readonly CartItem[] }) {
  const { questionsOf, problems } = useCheckoutQuestions(cart)
  return (
    <>
      {cart.map((item, index) => {
        const asked = questionsOf(item)
        return asked?.length ? (
          <ItemQuestions
            key={`${item.activity.id}-q`}
            item={item}
            index={index}
            asked={asked}
            problems={problems}
          />
        ) : null
      })}
    </>
  )
}

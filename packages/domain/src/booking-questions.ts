/**
 * Booking questions (issue 33, decision 062): a supplier asks them per tour, travellers answer
 * them at checkout and resellers through OCTO's `octo/questions`. One set of rules for the
 * editor, the checkout page, POST /api/booking/checkout and /octo: which answers are missing or
 * malformed, and the stored form of each answer.
 */
import { BookingQuestionMessages as M } from './messages/booking-questions.ts'

export const QUESTION_INPUT_TYPES = ['short_text', 'long_text', 'number', 'yes_no', 'select', 'date'] as const
export type QuestionInputType = (typeof QUESTION_INPUT_TYPES)[number]

/** What the editor's type list says for each input type. */
export const questionInputTypeLabels: Record<QuestionInputType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  yes_no: 'Yes or no',
  select: 'Choose from a list',
  date: 'Date',
}

export const BookingQuestionLimits = {
  questions: 20,
  label: 200,
  help: 500,
  options: 30,
  option: 100,
  answer: 1000,
} as const

/** A question as the editor sends it (`id` absent for a new one). */
export interface BookingQuestionDraft {
  id?: number | null
  label: string
  help_text?: string | null
  input_type: string
  options?: string[]
  required: boolean
  per_traveller: boolean
}

/** A tour's question as stored and served. */
export interface BookingQuestion {
  id: number
  label: string
  help_text: string | null
  input_type: QuestionInputType
  options: string[]
  required: boolean
  per_traveller: boolean
}

/** One answer: `traveller` is the traveller's place (0 = lead) for per-traveller questions, else null. */
export interface QuestionAnswerInput {
  question_id: number
  traveller?: number | null
  value: string
}

export const isQuestionInputType = (value: string): value is QuestionInputType =>
  (QUESTION_INPUT_TYPES as readonly string[]).includes(value)

/**
 * The editor's checks, by field path (`questions.2.options`): the same under the same field in
 * the browser and in the API's 422. Empty when the list can be saved.
 */
export function questionDraftErrors(drafts: readonly BookingQuestionDraft[]): Record<string, string> {
  const errors: Record<string, string> = {}
  if (drafts.length > BookingQuestionLimits.questions) errors.questions = M.tooManyQuestions
  const seenIds = new Set<number>()
  drafts.forEach((q, i) => {
    const at = (field: string, message: string) => (errors[`questions.${i}.${field}`] ??= message)
    const label = q.label.trim()
    if (!label) at('label', M.labelRequired)
    else if (label.length > BookingQuestionLimits.label) at('label', M.labelTooLong)
    if ((q.help_text ?? '').trim().length > BookingQuestionLimits.help) at('help_text', M.helpTooLong)
    if (!isQuestionInputType(q.input_type)) at('input_type', M.inputTypeUnknown)
    if (q.id) {
      if (seenIds.has(q.id)) at('label', M.questionRepeated)
      seenIds.add(q.id)
    }
    const options = (q.options ?? []).map((o) => o.trim())
    if (q.input_type !== 'select') {
      if (options.some(Boolean)) at('options', M.optionsForSelectOnly)
      return
    }
    if (options.some((o) => !o)) at('options', M.optionBlank)
    else if (options.length < 2) at('options', M.optionsRequired)
    else if (options.length > BookingQuestionLimits.options) at('options', M.tooManyOptions)
    else if (options.some((o) => o.length > BookingQuestionLimits.option)) at('options', M.optionTooLong)
    else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
      at('options', M.optionRepeated)
  })
  return errors
}

/** A draft as it is stored: trimmed, help text null when empty, options only for a list. */
export function cleanDraft(q: BookingQuestionDraft): Omit<BookingQuestion, 'id'> & { id: number | null } {
  return {
    id: q.id ?? null,
    label: q.label.trim(),
    help_text: (q.help_text ?? '').trim() || null,
    input_type: q.input_type as QuestionInputType,
    options: q.input_type === 'select' ? (q.options ?? []).map((o) => o.trim()) : [],
    required: q.required,
    per_traveller: q.per_traveller,
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/

function isRealDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().slice(0, 10) === value
}

/** The key of one answer: `12` for a question per booking, `12.3` for traveller 3 (0-based). */
export const answerKey = (questionId: number, traveller: number | null | undefined) =>
  traveller === null || traveller === undefined ? String(questionId) : `${questionId}.${traveller}`

/** "Passport number", or "Passport number (traveller 2)" for a per-traveller answer. */
export function answerLabel(question: Pick<BookingQuestion, 'label'>, traveller: number | null): string {
  return traveller === null ? question.label : M.perTraveller(question.label, traveller + 1)
}

/**
 * The stored form of one answer, or the message why it can not be: yes/no become `yes`/`no`,
 * numbers lose spaces, dates are YYYY-MM-DD, a list answer is one of its options as written.
 * An empty answer is '' (missing; whether that is allowed is the question's `required`).
 */
export function normaliseAnswer(
  question: BookingQuestion,
  raw: string,
  label = question.label,
): { value: string } | { problem: string } {
  const value = raw.trim()
  if (!value) return { value: '' }
  if (value.length > BookingQuestionLimits.answer) return { problem: M.tooLong(label) }
  switch (question.input_type) {
    case 'number': {
      const n = value.replace(/[\s,]/g, '')
      return NUMBER.test(n) ? { value: n } : { problem: M.notANumber(label) }
    }
    case 'date':
      return isRealDay(value) ? { value } : { problem: M.notADate(label) }
    case 'yes_no': {
      const v = value.toLowerCase()
      return v === 'yes' || v === 'no' ? { value: v } : { problem: M.notYesNo(label) }
    }
    case 'select': {
      const option = question.options.find((o) => o.toLowerCase() === value.toLowerCase())
      return option ? { value: option } : { problem: M.notAnOption(label) }
    }
    default:
      return { value }
  }
}

export interface CheckedAnswers {
  /** The answers to store, one per question (and traveller), empty ones left out. */
  answers: { question: BookingQuestion; traveller: number | null; value: string }[]
  /** By answer key, the first problem of each; empty when the booking may go. */
  problems: Record<string, string>
}

/**
 * Checks a booking's answers against its tour's questions for `travellers` people. Answers to
 * questions the tour does not ask, or to a traveller beyond the party, are refused (`unknown`);
 * a required question unanswered is a problem under its key unless `requireAll` is false (an
 * OCTO hold may be answered later; confirm needs everything).
 */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  given: readonly QuestionAnswerInput[],
  travellers: number,
  requireAll = true,
): CheckedAnswers & { unknown: string | null } {
  const byKey = new Map<string, string>()
  let unknown: string | null = null
  for (const answer of given) {
    const question = questions.find((q) => q.id === answer.question_id)
    const traveller = answer.traveller ?? null
    const fits =
      question &&
      (question.per_traveller
        ? traveller !== null && Number.isInteger(traveller) && traveller >= 0 && traveller < travellers
        : traveller === null)
    if (!fits) unknown ??= String(answer.question_id)
    else byKey.set(answerKey(answer.question_id, traveller), answer.value)
  }
  const result: CheckedAnswers = { answers: [], problems: {} }
  for (const question of questions) {
    const places = question.per_traveller ? [...Array(travellers).keys()] : [null]
    for (const traveller of places) {
      const key = answerKey(question.id, traveller)
      const label = answerLabel(question, traveller)
      const checked = normaliseAnswer(question, byKey.get(key) ?? '', label)
      if ('problem' in checked) result.problems[key] = checked.problem
      else if (checked.value) result.answers.push({ question, traveller, value: checked.value })
      else if (question.required && requireAll) result.problems[key] = M.required(label)
    }
  }
  return { ...result, unknown }
}

/** How an answer reads on the booking, the manifest and the CSV. */
export function answerText(inputType: string, value: string): string {
  if (inputType === 'yes_no') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value
  if (inputType === 'date' && ISO_DAY.test(value)) return value.split('-').reverse().join('/')
  return value
}

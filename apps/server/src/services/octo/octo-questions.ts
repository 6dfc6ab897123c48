/**
 * octo/questions (issue 33, decision 062): a tour's booking questions on products, options and
 * units, and answers on reserve, confirm and PATCH, stored with the booking like a site
 * checkout's. Asked for with `Octo-Capabilities: octo/questions`; without it answers are core.
 * Per-traveller answers belong to a unit item: its place in the booking's unit items is the
 * traveller's place. A hold and a PATCH may lack required answers; confirm needs them all.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { BookingAnswer } from '@serendib/domain/api/booking-questions'
import type { OctoBookingView, octoProductSchema } from '@serendib/domain/api/octo'
import type { OctoAnswerInput, OctoQuestion, OctoQuestionAnswer } from '@serendib/domain/api/octo-questions'
import {
  checkAnswers,
  type BookingQuestion,
  type QuestionAnswerInput,
} from '@serendib/domain/booking-questions'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { OctoError } from '@serendib/domain/octo'
import { OCTO_QUESTIONS, type OctoCapability } from '@serendib/domain/octo-capabilities'
import type { z } from 'zod'
import { answersOfBookings, storeAnswers } from '../booking-questions/booking-answers.ts'
import { questionsOfTours, tourQuestions } from '../booking-questions/tour-questions.ts'

type OctoProduct = z.output<typeof octoProductSchema>
type Ask = { capabilities: readonly OctoCapability[] }

export const wantsQuestions = (ask: Ask) => ask.capabilities.includes(OCTO_QUESTIONS)

const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
]

/** OCTO has no yes/no input: it is a select of Yes and No (values `yes`, `no`). */
export function octoQuestion(
  q: Pick<BookingQuestion, 'id' | 'label' | 'help_text' | 'input_type' | 'options' | 'required'>,
): OctoQuestion {
  const inputType = (
    {
      short_text: 'text',
      long_text: 'textarea',
      number: 'number',
      yes_no: 'select',
      select: 'select',
      date: 'date',
    } as const
  )[q.input_type]
  return {
    id: String(q.id),
    title: q.label,
    shortDescription: q.help_text,
    required: q.required,
    inputType,
    selectOptions:
      q.input_type === 'yes_no'
        ? YES_NO
        : q.input_type === 'select'
          ? q.options.map((o) => ({ label: o, value: o }))
          : [],
    coverImageUrl: null,
  }
}

/** Per-booking questions on the product and its option, per-traveller ones on every unit. */
export async function withProductQuestions<T extends OctoProduct>(
  db: DbOrTx,
  ask: Ask,
  tourIds: readonly number[],
  products: T[],
): Promise<T[]> {
  if (!wantsQuestions(ask)) return products
  const byTour = await questionsOfTours(db, tourIds)
  return products.map((product, i) => {
    const questions = byTour.get(tourIds[i] as number) ?? []
    const perBooking = questions.filter((q) => !q.per_traveller).map(octoQuestion)
    const perTraveller = questions.filter((q) => q.per_traveller).map(octoQuestion)
    return {
      ...product,
      questions: perBooking,
      options: product.options.map((option) => ({
        ...option,
        questions: perBooking,
        units: option.units.map((unit) => ({ ...unit, questions: perTraveller })),
      })),
    }
  })
}

const toOctoAnswer = (a: BookingAnswer, q: BookingQuestion | undefined): OctoQuestionAnswer => ({
  questionId: String(a.question_id),
  question: octoQuestion(
    q ?? {
      id: a.question_id,
      label: a.label,
      help_text: null,
      input_type: a.input_type as BookingQuestion['input_type'],
      options: [],
      required: false,
    },
  ),
  value: a.value,
})

/** Each booking's answers: per-booking ones on the booking, a traveller's on its unit item. */
export async function withBookingQuestions(
  db: DbOrTx,
  ask: Ask,
  views: OctoBookingView[],
): Promise<OctoBookingView[]> {
  if (!wantsQuestions(ask) || views.length === 0) return views
  const ids = views.map((v) => Number(v.id))
  const answers = await answersOfBookings(db, ids)
  const tours = await queryRows<{ id: number; activity_id: number }>(
    db,
    sql`select id, activity_id from bookings where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  const tourOf = new Map(tours.map((t) => [t.id, t.activity_id]))
  const questions = await questionsOfTours(db, [...new Set(tours.map((t) => t.activity_id))])
  return views.map((view) => {
    const id = Number(view.id)
    const asked = questions.get(tourOf.get(id) ?? 0) ?? []
    const mine = answers.get(id) ?? []
    const octo = (a: BookingAnswer) =>
      toOctoAnswer(
        a,
        asked.find((q) => q.id === a.question_id),
      )
    return {
      ...view,
      questionAnswers: mine.filter((a) => a.traveller === null).map(octo),
      unitItems: view.unitItems.map((item, place) => ({
        ...item,
        questionAnswers: mine.filter((a) => a.traveller === place).map(octo),
      })),
    }
  })
}

/** What a reserve, confirm or PATCH body may carry. */
export interface AnswersSent {
  questionAnswers?: OctoAnswerInput[] | undefined
  unitItems?: { questionAnswers?: OctoAnswerInput[] | undefined }[] | undefined
}

const idOf = (questionId: string): number => (/^\d{1,9}$/.test(questionId) ? Number(questionId) : -1)

/**
 * Stores the answers a request sent, over the booking's earlier ones (an answer sent again
 * replaces it; null or '' clears it). `complete` asks for every required answer (confirm, or a
 * booking already confirmed); a hold may wait. Refuses with BAD_REQUEST and changes nothing.
 */
export async function applyOctoAnswers(
  tx: DbOrTx,
  ask: Ask,
  bookingId: number,
  sent: AnswersSent,
  complete: boolean,
): Promise<void> {
  if (!wantsQuestions(ask)) return
  // Read after any rebooking in the same request: the tour and unit items may just have changed.
  const [row] = await queryRows<{ activity_id: number; unit_items: string }>(
    tx,
    sql`select b.activity_id, o.unit_items from bookings b join octo_bookings o on o.booking_id = b.id
         where b.id = ${bookingId}`,
  )
  if (!row) return
  const booking = {
    bookingId,
    activityId: row.activity_id,
    unitCount: (JSON.parse(row.unit_items) as unknown[]).length,
  }
  const questions = await tourQuestions(tx, booking.activityId)
  const earlier = ((await answersOfBookings(tx, [booking.bookingId])).get(booking.bookingId) ?? []).filter(
    (a) =>
      (a.traveller === null || a.traveller < booking.unitCount) &&
      questions.some((q) => q.id === a.question_id),
  )
  const merged = new Map<string, QuestionAnswerInput>()
  const put = (a: QuestionAnswerInput) => merged.set(`${a.question_id}.${a.traveller ?? ''}`, a)
  for (const a of earlier) put({ question_id: a.question_id, traveller: a.traveller, value: a.value })
  for (const a of sent.questionAnswers ?? [])
    put({ question_id: idOf(a.questionId), traveller: null, value: a.value ?? '' })
  // Unit items sent with the request are the booking's items from now on: their place is the traveller's.
  for (const [place, item] of (sent.unitItems ?? []).entries())
    for (const a of item.questionAnswers ?? [])
      put({ question_id: idOf(a.questionId), traveller: place, value: a.value ?? '' })
  const asked = [
    ...(sent.questionAnswers ?? []),
    ...(sent.unitItems ?? []).flatMap((i) => i.questionAnswers ?? []),
  ]
  if (asked.length === 0 && !complete) return
  // A missing answer blocks only confirming; a malformed one is refused at any time.
  const checked = checkAnswers(questions, [...merged.values()], booking.unitCount, complete)
  if (checked.unknown) {
    const sentId = asked.find((a) => String(idOf(a.questionId)) === checked.unknown)?.questionId
    throw new OctoError('BAD_REQUEST', M.unknownQuestion(sentId ?? checked.unknown))
  }
  const refusal = Object.entries(checked.problems)[0]
  if (refusal) throw new OctoError('BAD_REQUEST', `${refusal[1]} (questionId ${refusal[0].split('.')[0]})`)
  await storeAnswers(tx, booking.bookingId, checked.answers)
}

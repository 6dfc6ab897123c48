/**
 * The answers a booking carries (issue 33, decision 062): checked against its tour's questions
 * for its party when the booking is made (checkout, OCTO reserve) or changed (OCTO confirm and
 * PATCH), stored with it, and read for the supplier's booking, manifest and CSV and for OCTO.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '@serendib/db/client'
import { activityQuestions, bookingAnswers } from '@serendib/db/schema/booking-questions'
import type { BookingAnswer } from '@serendib/domain/api/booking-questions'
import { questionAnswerInputSchema } from '@serendib/domain/api/booking-questions'
import {
  answerText,
  checkAnswers,
  type BookingQuestion,
  type QuestionAnswerInput,
} from '@serendib/domain/booking-questions'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { z } from 'zod'
import { tourQuestions } from './tour-questions.ts'

export type CheckedAnswer = { question: BookingQuestion; traveller: number | null; value: string }

/** Why a booking's answers are refused: the message, and the answer's key (`12` or `12.0`). */
export class AnswersRefused extends Error {
  // A plain field, not a parameter property: Node runs the server's TypeScript by stripping types.
  readonly key: string | null
  constructor(message: string, key: string | null) {
    super(message)
    this.key = key
  }
}

const answerList = z.array(questionAnswerInputSchema).max(1_000)

/**
 * The answers to store for a booking of `tourId` with `travellers` people, or AnswersRefused
 * (a required answer missing, a malformed one, or an answer to a question the tour does not ask).
 * `given` is what the caller sent, unchecked: checkout's items arrive as they were sent.
 */
export async function checkBookingAnswers(
  db: DbOrTx,
  tourId: number,
  given: unknown,
  travellers: number,
): Promise<CheckedAnswer[]> {
  const questions = await tourQuestions(db, tourId)
  if (given === undefined || given === null) given = []
  const parsed = answerList.safeParse(given)
  if (!parsed.success) throw new AnswersRefused(M.unknownQuestion('?'), null)
  if (questions.length === 0 && parsed.data.length === 0) return []
  const checked = checkAnswers(questions, parsed.data as QuestionAnswerInput[], travellers)
  if (checked.unknown) throw new AnswersRefused(M.unknownQuestion(checked.unknown), checked.unknown)
  const first = Object.entries(checked.problems)[0]
  if (first) throw new AnswersRefused(first[1], first[0])
  return checked.answers
}

/** Replaces a booking's answers with `answers` (all of them, as checked). */
export async function storeAnswers(tx: DbOrTx, bookingId: number, answers: CheckedAnswer[]): Promise<void> {
  await tx.delete(bookingAnswers).where(eq(bookingAnswers.bookingId, bookingId))
  if (answers.length === 0) return
  await tx
    .insert(bookingAnswers)
    .values(
      answers.map((a) => ({ bookingId, questionId: a.question.id, traveller: a.traveller, value: a.value })),
    )
}

/** Each booking's answers, booking-wide first and then by traveller, in the tour's question order. */
export async function answersOfBookings(db: DbOrTx, bookingIds: readonly number[]) {
  const byBooking = new Map<number, BookingAnswer[]>()
  if (bookingIds.length === 0) return byBooking
  const rows = await db
    .select({
      bookingId: bookingAnswers.bookingId,
      questionId: bookingAnswers.questionId,
      traveller: bookingAnswers.traveller,
      value: bookingAnswers.value,
      label: activityQuestions.label,
      inputType: activityQuestions.inputType,
    })
    .from(bookingAnswers)
    .innerJoin(activityQuestions, eq(activityQuestions.id, bookingAnswers.questionId))
    .where(and(inArray(bookingAnswers.bookingId, [...bookingIds])))
    .orderBy(
      asc(bookingAnswers.bookingId),
      sql`coalesce(${bookingAnswers.traveller}, -1)`,
      asc(activityQuestions.sortOrder),
      asc(activityQuestions.id),
    )
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? []
    list.push({
      question_id: row.questionId,
      label: row.label,
      input_type: row.inputType,
      traveller: row.traveller,
      value: row.value,
      text: answerText(row.inputType, row.value),
    })
    byBooking.set(row.bookingId, list)
  }
  return byBooking
}

export async function answersOfBooking(db: DbOrTx, bookingId: number): Promise<BookingAnswer[]> {
  return (await answersOfBookings(db, [bookingId])).get(bookingId) ?? []
}

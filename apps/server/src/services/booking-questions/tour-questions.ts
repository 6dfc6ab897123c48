/**
 * A tour's booking questions (issue 33, decision 062): read for the editor, checkout and OCTO;
 * saved whole by the tour's supplier. Saving keeps the ids of questions sent back, marks the
 * ones left out as removed (answered bookings keep them) and adds the new ones.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx, Tx } from '@serendib/db/client'
import { activities } from '@serendib/db/schema/activities'
import { activityQuestions } from '@serendib/db/schema/booking-questions'
import {
  cleanDraft,
  questionDraftErrors,
  type BookingQuestion,
  type BookingQuestionDraft,
  type QuestionInputType,
} from '@serendib/domain/booking-questions'
import { FieldErrorsError, NotFoundError } from '@serendib/domain/errors'
import { TourStatus } from '@serendib/domain/tour-status'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { ownTour, touchTour } from '../supplier-tours/own-tour.ts'

type Row = typeof activityQuestions.$inferSelect

export const questionJson = (row: Row): BookingQuestion => ({
  id: row.id,
  label: row.label,
  help_text: row.helpText,
  input_type: row.inputType as QuestionInputType,
  options: row.options,
  required: row.required,
  per_traveller: row.perTraveller,
})

/** The questions the tours ask now, in the supplier's order, by tour id (every id present). */
export async function questionsOfTours(db: DbOrTx, tourIds: readonly number[]) {
  const byTour = new Map<number, BookingQuestion[]>(tourIds.map((id) => [id, []]))
  if (tourIds.length === 0) return byTour
  const rows = await db
    .select()
    .from(activityQuestions)
    .where(and(inArray(activityQuestions.activityId, [...tourIds]), isNull(activityQuestions.removedAt)))
    .orderBy(asc(activityQuestions.activityId), asc(activityQuestions.sortOrder), asc(activityQuestions.id))
  for (const row of rows) byTour.get(row.activityId)?.push(questionJson(row))
  return byTour
}

export async function tourQuestions(db: DbOrTx, tourId: number): Promise<BookingQuestion[]> {
  return (await questionsOfTours(db, [tourId])).get(tourId) ?? []
}

/** PUT /api/supplier/tours/:id/questions: only the tour's own supplier (others 404). */
export async function saveTourQuestions(
  tx: Tx,
  supplierId: number,
  tourId: number,
  drafts: BookingQuestionDraft[],
  actor: AuditActor,
): Promise<BookingQuestion[]> {
  await ownTour(tx, supplierId, tourId, true)
  const errors = questionDraftErrors(drafts)
  const before = await tourQuestions(tx, tourId)
  // An id that is not one of this tour's questions is refused under its field, never updated.
  drafts.forEach((d, i) => {
    if (d.id && !before.some((q) => q.id === d.id))
      errors[`questions.${i}.label`] ??= 'This question was removed: add it again'
  })
  if (Object.keys(errors).length) throw new FieldErrorsError(errors)
  const kept = new Set<number>()
  for (const [i, draft] of drafts.entries()) {
    const q = cleanDraft(draft)
    const values = {
      sortOrder: i,
      label: q.label,
      helpText: q.help_text,
      inputType: q.input_type,
      options: q.options,
      required: q.required,
      perTraveller: q.per_traveller,
    }
    if (q.id) {
      kept.add(q.id)
      await tx.update(activityQuestions).set(values).where(eq(activityQuestions.id, q.id))
    } else await tx.insert(activityQuestions).values({ activityId: tourId, ...values })
  }
  const gone = before.filter((q) => !kept.has(q.id)).map((q) => q.id)
  if (gone.length)
    await tx
      .update(activityQuestions)
      .set({ removedAt: new Date() })
      .where(inArray(activityQuestions.id, gone))
  const after = await tourQuestions(tx, tourId)
  await touchTour(tx, tourId)
  await recordAudit(tx, {
    actor,
    action: 'tour.questions',
    subject: { type: 'tour', id: tourId },
    before: before.map(({ label, input_type, required, per_traveller }) => ({
      label,
      input_type,
      required,
      per_traveller,
    })),
    after: after.map(({ label, input_type, required, per_traveller }) => ({
      label,
      input_type,
      required,
      per_traveller,
    })),
  })
  return after
}

/** What checkout asks for a tour on sale; any other tour is not found (GET /api/activity/questions). */
export async function questionsOfActiveTour(db: DbOrTx, tourId: number): Promise<BookingQuestion[]> {
  const [tour] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, tourId), eq(activities.status, TourStatus.active)))
  if (!tour) throw new NotFoundError('Activity not found')
  return tourQuestions(db, tour.id)
}

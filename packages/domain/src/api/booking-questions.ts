/**
 * Booking questions over the API (issue 33, decision 062): the supplier's editor
 * (GET/PUT /api/supplier/tours/:id/questions), the checkout page's list
 * (GET /api/activity/questions?id=) and the answers a checkout item carries.
 * The request shapes are loose on purpose: the rules of ../booking-questions.ts answer field by
 * field with their own messages (a 422), not the API's generic 400.
 */
import { z } from 'zod'
import { QUESTION_INPUT_TYPES } from '../booking-questions.ts'
import { BookingQuestionMessages } from '../messages/booking-questions.ts'
import { apiSuccess, apiSuccessWithMessage, idText, MAX_ID } from './envelope.ts'

export const bookingQuestionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  help_text: z.string().nullable(),
  input_type: z.enum(QUESTION_INPUT_TYPES),
  /** The choices of a `select` question, in order; empty for the other types. */
  options: z.array(z.string()),
  required: z.boolean(),
  /** Asked once per traveller (passport number) rather than once per booking (dietary needs). */
  per_traveller: z.boolean(),
})

export const questionDraftSchema = z.object({
  /** A question already saved keeps its id (its answers stay with it); absent for a new one. */
  id: z.number().int().min(1).max(MAX_ID).nullish(),
  label: z.string().max(2_000),
  help_text: z.string().max(5_000).nullish(),
  input_type: z.string().max(40),
  options: z.array(z.string().max(1_000)).max(200).optional(),
  required: z.boolean(),
  per_traveller: z.boolean(),
})

/** PUT …/questions: the whole list in its order; a saved question left out is no longer asked. */
export const saveQuestionsBodySchema = z.object({
  questions: z.array(questionDraftSchema, { error: BookingQuestionMessages.listRequired }).max(100),
})

const questionList = z.object({ questions: z.array(bookingQuestionSchema) })
export const questionsResponseSchema = apiSuccess(questionList)
export const questionsSavedResponseSchema = apiSuccessWithMessage(questionList)
export const tourQuestionsParamsSchema = z.object({ id: idText })
export const activityQuestionsQuerySchema = z.object({ id: idText })

/** One answer of a checkout item; `traveller` is 0 for the lead, null for a per-booking question. */
export const questionAnswerInputSchema = z.object({
  question_id: z.number().int().min(1).max(MAX_ID),
  traveller: z.number().int().min(0).max(1_000).nullish(),
  value: z.string().max(5_000),
})

/** An answer as the supplier reads it (booking detail, manifest). */
export const bookingAnswerSchema = z.object({
  question_id: z.number().int(),
  label: z.string(),
  input_type: z.string(),
  /** 0-based place of the traveller (0 = lead), null for the booking as a whole. */
  traveller: z.number().int().nullable(),
  /** As stored (yes/no, YYYY-MM-DD) … */
  value: z.string(),
  /** … and as people read it (Yes, 03/12/2026). */
  text: z.string(),
})
export type BookingAnswer = z.output<typeof bookingAnswerSchema>

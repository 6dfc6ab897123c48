/**
 * OCTO's `octo/questions` capability (issue 33, decision 062), shaped as OCTO's Question and
 * QuestionAnswer (octotravel/octo-types: Question, QuestionAnswer; @octocloud/types 2.x no
 * longer carries them). A tour's booking questions appear on the product and its option (asked
 * once per booking) or on each unit (asked of every traveller); answers travel as
 * `questionAnswers` on the booking and on its unit items.
 */
import { z } from 'zod'

export const octoQuestionInputTypes = [
  'date',
  'datetime-local',
  'email',
  'file',
  'number',
  'tel',
  'text',
  'time',
  'url',
  'select',
  'textarea',
] as const

export const octoQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  required: z.boolean(),
  inputType: z.enum(octoQuestionInputTypes),
  selectOptions: z.array(z.object({ label: z.string(), value: z.string() })),
  coverImageUrl: z.string().nullable(),
})
export type OctoQuestion = z.output<typeof octoQuestionSchema>

export const octoQuestionAnswerSchema = z.object({
  questionId: z.string(),
  question: octoQuestionSchema,
  value: z.string().nullable(),
})
export type OctoQuestionAnswer = z.output<typeof octoQuestionAnswerSchema>

/** What a reseller sends on reserve, confirm and PATCH, on the booking or on a unit item. */
export const octoAnswerInputSchema = z.object({
  questionId: z.string().max(40),
  value: z.string().max(5_000).nullable(),
})
export type OctoAnswerInput = z.output<typeof octoAnswerInputSchema>
export const octoAnswerInputsSchema = z.array(octoAnswerInputSchema).max(200)

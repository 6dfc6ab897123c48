/** The console's moderation and people API (issue 15): reviews, users, inquiries, subscribers, mail. */
import { z } from 'zod'
import { apiSuccess, apiSuccessWithMessage, paginated } from './envelope.ts'
import { adminListQuerySchema, optionalIdSchema } from './admin-common.ts'

const flag = z
  .union([z.literal(''), z.enum(['0', '1'])])
  .optional()
  .transform((v) => (v === '1' ? true : v === '0' ? false : undefined))

export const adminReviewsQuerySchema = adminListQuerySchema.extend({ hidden: flag, tour: optionalIdSchema })
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>
export const adminReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  feedback: z.string(),
  hidden: z.boolean(),
  created_at: z.string(),
  booking_id: z.number().int(),
  booking_reference: z.string(),
  tour: z.object({
    id: z.number().int(),
    title: z.string(),
    average_rating: z.number().nullable(),
    rating_count: z.number().int(),
  }),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
})
export type AdminReview = z.output<typeof adminReviewSchema>
export const adminReviewsResponseSchema = apiSuccess(paginated(adminReviewSchema))
export const adminReviewActionResponseSchema = apiSuccessWithMessage(adminReviewSchema)

export const adminMessageResponseSchema = apiSuccessWithMessage(
  z.object({
    id: z.number().int(),
    message: z.string(),
    hidden: z.number().int(),
    created_at: z.string(),
    user: z.object({ user_role: z.string(), first_name: z.string() }),
  }),
)

export const adminUsersQuerySchema = adminListQuerySchema.extend({
  type: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(3)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  status: z.union([z.literal(''), z.enum(['active', 'disabled'])]).optional(),
})
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>
export const adminUserSchema = z.object({
  id: z.number().int(),
  user_type: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  email_verified: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  bookings: z.number().int(),
})
export type AdminUser = z.output<typeof adminUserSchema>
export const adminUsersResponseSchema = apiSuccess(paginated(adminUserSchema))
export const adminUserResponseSchema = apiSuccess(adminUserSchema)
export const adminUserActionResponseSchema = apiSuccessWithMessage(adminUserSchema)
export const adminUserReasonBodySchema = z.object({ reason: z.string().trim().max(500).default('') })

export const adminInquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
})
export const adminInquiriesResponseSchema = apiSuccess(paginated(adminInquirySchema))
export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  source: z.string(),
  subscribed: z.boolean(),
  created_at: z.string(),
})
export const adminSubscribersResponseSchema = apiSuccess(paginated(adminSubscriberSchema))
/** A CSV file (text/csv; UTF-8 with a header row). */
export const csvResponseSchema = z.string().describe('CSV file, UTF-8, header row first')

export const adminEmailsQuerySchema = adminListQuerySchema.extend({
  status: z.union([z.literal(''), z.enum(['pending', 'sent', 'failed', 'withdrawn'])]).optional(),
})
export type AdminEmailsQuery = z.output<typeof adminEmailsQuerySchema>
export const adminEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed', 'withdrawn']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
})
export type AdminEmail = z.output<typeof adminEmailSchema>
export const adminEmailsResponseSchema = apiSuccess(paginated(adminEmailSchema))
export const adminEmailDetailResponseSchema = apiSuccess(adminEmailSchema.extend({ text: z.string() }))
export const adminEmailActionResponseSchema = apiSuccessWithMessage(adminEmailSchema)

export const PeopleMessages = {
  messageHidden: 'Message hidden',
  messageShown: 'Message shown again',
  reviewHidden: 'Review hidden',
  reviewRestored: 'Review restored',
  userDisabled: 'User disabled: every session ended',
  userEnabled: 'User enabled',
  notYourself: 'You can not disable your own account',
  alreadyVerified: 'This e-mail address is already verified',
  verificationSent: 'Verification e-mail sent',
  emailRetried: 'E-mail queued again',
  emailNotFailed: 'Only a failed e-mail can be sent again',
} as const

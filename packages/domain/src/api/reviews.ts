/**
 * The review-by-token page's calls (spec §2, §7): no login, the e-mailed link is the key. Any
 * token that is unknown, used, expired or whose booking is already reviewed answers 404
 * 'No data found'.
 */
import { z } from 'zod'
import { tourTypeSchema, imageRefSchema } from './catalogue.ts'
import { apiSuccess, idText } from './envelope.ts'

const int = z.number().int()
const str = z.string()

/** A photo attached to a token review: `name` is the stored key, `url` a mid-size WebP. */
export const reviewImageSchema = z.object({ id: int, name: str, url: str })
export type ReviewImageJson = z.output<typeof reviewImageSchema>

/** The e-mailed link's token; any string is looked up (by its hash), so only the body limit caps it. */
const linkToken = z.string()

export const reviewTokenBodySchema = z.object({ token: linkToken })

/** POST /api/review/booking → data: the booking behind a live review link. */
export const tokenReviewSchema = z.object({
  activity: z.object({
    id: int,
    title: str,
    tour_type: tourTypeSchema,
    full_seo_url: str,
    cover_image: imageRefSchema.nullable(),
  }),
  booking: z.object({
    id: int,
    booking_reference: str,
    start_date: str,
    user_id: int,
    supplier_user_id: int,
    activity_id: int,
  }),
  images: z.array(reviewImageSchema),
})
export type TokenReviewJson = z.output<typeof tokenReviewSchema>

export const tokenReviewReplySchema = apiSuccess(tokenReviewSchema)

/**
 * Ours, POST /api/review/used → data: a link that was already used (issue 18), with the review
 * it led to, so the page can say so instead of the 404. Unknown tokens still answer 404.
 */
export const usedTokenReviewSchema = z.object({
  activity: tokenReviewSchema.shape.activity,
  review: z.object({
    rating: int,
    feedback: str,
    created_at: str,
    images: z.array(reviewImageSchema),
  }),
})
export type UsedTokenReviewJson = z.output<typeof usedTokenReviewSchema>
export const usedTokenReviewReplySchema = apiSuccess(usedTokenReviewSchema)

/**
 * Spec §7 POST /api/review/add/token. Left untyped (no coercion): the review rules check them
 * and answer with the spec's messages. User, supplier and activity always come from the link's
 * booking, whatever the body says.
 */
export const tokenReviewBodySchema = z.object({
  token: linkToken,
  booking_id: z.unknown().optional().describe("The link's booking (optional; another id is a 404)"),
  review_rating: z.unknown().optional().describe('1 to 5 stars'),
  review_feedback: z.unknown().optional().describe('Up to 500 characters'),
  user_id: z.unknown().optional().describe('Ignored'),
  supplier_user_id: z.unknown().optional().describe('Ignored'),
  activity_id: z.unknown().optional().describe('Ignored'),
})

/** `data.review` is 'review added', which the token page checks for (spec §7). */
export const tokenReviewAddedSchema = apiSuccess(z.object({ review: str }))

/** POST /api/review/image/upload (multipart: `file`, `tid` = booking id, `token`). */
export const reviewImagesReplySchema = z.object({
  status: z.literal('success'),
  images: z.array(reviewImageSchema),
  message: str,
})

/** POST /api/review/image/delete: `{ id, token }`; the answer lists the images left. */
export const reviewImageDeleteBodySchema = z.object({
  id: z.unknown().describe('The image id'),
  token: linkToken,
})
export const reviewImagesLeftSchema = z.object({
  status: z.literal('success'),
  images: z.array(reviewImageSchema),
})

/** DELETE /api/account/my-bookings/:id/review/images/:imageId (decision 067). */
export const accountReviewImageParamsSchema = z.object({ id: idText, imageId: idText })

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import {
  accountReviewImageParamsSchema,
  reviewImagesLeftSchema,
  reviewImagesReplySchema,
} from '@serendib/domain/api/reviews'
import { UnprocessableError } from '@serendib/domain/errors'
import { PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '@serendib/domain/reviews'
import {
  accountReviewImages,
  deleteAccountReviewImage,
  uploadAccountReviewImage,
} from '../../../../services/reviews/account-images.ts'
import { readUploadForm } from '../../../../services/reviews/upload-form.ts'

/**
 * The account's review photos (decision 067: one review form, the same three photos as the
 * e-mailed link's page): list, upload (multipart `file`) and delete, for the customer's own
 * completed booking that has no review yet.
 */
const reviewImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only these routes take multipart bodies, with limits fit for one photo.
  await app.register(multipart, {
    limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  })

  app.get(
    '/:id/review/images',
    { schema: { params: idParamsSchema, response: { 200: reviewImagesLeftSchema } } },
    async (request) => ({
      status: 'success' as const,
      images: await accountReviewImages(app.database.db, request.user.id, request.params.id),
    }),
  )

  app.post(
    '/:id/review/images',
    {
      schema: {
        description: `multipart/form-data: \`file\` (JPG, PNG, WebP or GIF, up to ${PHOTO_MAX_MB} MB). At most 3 images per review.`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: reviewImagesReplySchema },
      },
    },
    async (request) => {
      const { bytes } = await readUploadForm(request)
      if (!bytes) throw new UnprocessableError(Messages.imageUploadFailed)
      const images = await uploadAccountReviewImage(
        app.database,
        app.media,
        request.user.id,
        request.params.id,
        bytes,
      )
      return { status: 'success' as const, images, message: ReviewMessages.imageUploaded }
    },
  )

  app.delete(
    '/:id/review/images/:imageId',
    {
      schema: {
        params: accountReviewImageParamsSchema,
        response: { 200: reviewImagesLeftSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      images: await deleteAccountReviewImage(
        app.database,
        app.media,
        request.user.id,
        request.params.id,
        request.params.imageId,
      ),
    }),
  )
}
export default reviewImageRoutes

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import {
  reviewImageDeleteBodySchema,
  reviewImagesLeftSchema,
  reviewImagesReplySchema,
} from '@serendib/domain/api/reviews'
import { UnprocessableError } from '@serendib/domain/errors'
import { PHOTO_MAX_MB } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '@serendib/domain/reviews'
import { readUploadForm } from '../../../services/reviews/upload-form.ts'
import { deleteReviewImage, uploadReviewImage } from '../../../services/reviews/token-images.ts'

/** Spec §7 review images: upload (multipart `file`, `tid`, `token`) and delete (`id`, `token`). */
const reviewImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only these routes take multipart bodies, with limits fit for one photo.
  await app.register(multipart, {
    limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  })

  app.post(
    '/image/upload',
    {
      schema: {
        description: `multipart/form-data: \`file\` (JPG, PNG, WebP or GIF, up to ${PHOTO_MAX_MB} MB), \`tid\` (the booking id) and \`token\` (the review link). At most 3 images per review.`,
        consumes: ['multipart/form-data'],
        response: { 200: reviewImagesReplySchema },
      },
    },
    async (request) => {
      const { bytes, fields } = await readUploadForm(request)
      if (!bytes) throw new UnprocessableError(Messages.imageUploadFailed)
      const images = await uploadReviewImage(app.database, app.media, {
        token: fields.token,
        tid: fields.tid,
        bytes,
      })
      return { status: 'success' as const, images, message: ReviewMessages.imageUploaded }
    },
  )

  app.post(
    '/image/delete',
    { schema: { body: reviewImageDeleteBodySchema, response: { 200: reviewImagesLeftSchema } } },
    async (request) => ({
      status: 'success' as const,
      images: await deleteReviewImage(app.database, app.media, request.body),
    }),
  )
}
export default reviewImageRoutes

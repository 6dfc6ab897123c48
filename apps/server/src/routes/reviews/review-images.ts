import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { DomainError, UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '@serendib/domain/reviews'
import { deleteReviewImage, uploadReviewImage } from '../../services/reviews/token-images.ts'
import { objectOf, reviewImagesSchema } from './schemas.ts'

interface UploadForm {
  bytes: Buffer | null
  fields: Record<string, string>
}

/**
 * Reads the form in whatever order its parts come (the page may send the file before tid and
 * token). Only the first `file` part is kept, in memory, up to 5 MB; parser limits become 413
 * (too large) or 422 (not a form we take), both 'Could not upload image' (spec §8).
 */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { bytes: null, fields: {} }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname === 'file' && !form.bytes) form.bytes = bytes
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413) throw new DomainError(Messages.imageUploadFailed, 413)
    if (status !== undefined && status >= 400 && status < 500)
      throw new UnprocessableError(Messages.imageUploadFailed)
    throw error
  }
  return form
}

/** Spec §7 review images: upload (multipart `file`, `tid`, `token`) and delete (`id`, `token`). */
export default async function reviewImageRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  // Registered here so only this route takes multipart bodies, with limits fit for one photo.
  await app.register(multipart, {
    limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  })

  app.post(
    '/api/review/image/upload',
    {
      schema: {
        response: {
          200: objectOf({
            status: { type: 'string' },
            images: reviewImagesSchema,
            message: { type: 'string' },
          }),
        },
      },
    },
    async (request) => {
      const { bytes, fields } = await readUploadForm(request)
      if (!bytes) throw new UnprocessableError(Messages.imageUploadFailed)
      const images = await uploadReviewImage(app.database, mediaDir, {
        token: fields.token,
        tid: fields.tid,
        bytes,
      })
      return { status: 'success', images, message: ReviewMessages.imageUploaded }
    },
  )

  app.post<{ Body: { id: unknown; token: string } }>(
    '/api/review/image/delete',
    {
      schema: {
        body: {
          type: 'object',
          properties: { id: {}, token: { type: 'string' } },
          required: ['id', 'token'],
        },
        response: { 200: objectOf({ status: { type: 'string' }, images: reviewImagesSchema }) },
      },
    },
    async (request) => ({
      status: 'success',
      images: await deleteReviewImage(app.database, mediaDir, request.body),
    }),
  )
}

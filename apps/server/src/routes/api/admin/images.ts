import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uploadedImageResponseSchema } from '@serendib/domain/api/admin-content'
import { UnprocessableError } from '@serendib/domain/errors'
import { PHOTO_MAX_BYTES } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { storeContentImage } from '../../../services/admin/content/images.ts'
import { readUploadForm } from '../../../services/reviews/upload-form.ts'

/**
 * POST /api/admin/images (multipart `file`): a picture for catalogue content, checked by content
 * and re-encoded to WebP widths (decision 015's pipeline). The answer's key goes into the form.
 */
const adminImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only this route takes multipart bodies.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  app.post('/images', { schema: { response: { 200: uploadedImageResponseSchema } } }, async (request) => {
    const { bytes } = await readUploadForm(request)
    if (!bytes) throw new UnprocessableError(Messages.imageUploadFailed)
    return {
      status: 'success' as const,
      message: 'Image uploaded',
      data: await storeContentImage(bytes, app.media),
    }
  })
}
export default adminImageRoutes

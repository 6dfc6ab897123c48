import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successMessage } from '@serendib/domain/api/envelope'
import { avatarKindParamsSchema, supplierProfileSavedSchema } from '@serendib/domain/api/supplier-profile'
import { UnprocessableError } from '@serendib/domain/errors'
import { PHOTO_MAX_BYTES } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'
import { SupplierProfileMessages } from '@serendib/domain/supplier-profile'
import { readUploadForm } from '../../../services/reviews/upload-form.ts'
import { removeSupplierAvatar, uploadSupplierAvatar } from '../../../services/supplier/avatar.ts'

/**
 * POST /api/supplier/profile/avatar/:kind (multipart `file`): the business logo (`work`) or the
 * contact person's photo (`contact`), checked by content and re-encoded to WebP; DELETE removes it.
 */
const supplierAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only this file's routes take multipart bodies.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  app.post(
    '/profile/avatar/:kind',
    { schema: { params: avatarKindParamsSchema, response: { 200: supplierProfileSavedSchema } } },
    async (request) => {
      const { bytes } = await readUploadForm(request)
      if (!bytes) throw new UnprocessableError(Messages.imageUploadFailed)
      const profile = await uploadSupplierAvatar(
        app.database,
        request.user.id,
        request.params.kind,
        bytes,
        app.media,
      )
      return successMessage(SupplierProfileMessages.avatarSaved, profile)
    },
  )
  app.delete(
    '/profile/avatar/:kind',
    { schema: { params: avatarKindParamsSchema, response: { 200: supplierProfileSavedSchema } } },
    async (request) => {
      const profile = await removeSupplierAvatar(
        app.database,
        request.user.id,
        request.params.kind,
        app.media,
      )
      return successMessage(SupplierProfileMessages.avatarRemoved, profile)
    },
  )
}
export default supplierAvatarRoutes

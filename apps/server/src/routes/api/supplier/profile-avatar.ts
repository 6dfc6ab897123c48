import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successMessage } from '@serendib/domain/api/envelope'
import { avatarKindParamsSchema, supplierProfileSavedSchema } from '@serendib/domain/api/supplier-profile'
import { DomainError, UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'
import { SupplierProfileMessages } from '@serendib/domain/supplier-profile'
import { removeSupplierAvatar, uploadSupplierAvatar } from '../../../services/supplier/avatar.ts'

const MAX_BYTES = 5 * 1024 * 1024

/**
 * POST /api/supplier/profile/avatar/:kind (multipart `file`): the business logo (`work`) or the
 * contact person's photo (`contact`), checked by content and re-encoded to WebP; DELETE removes it.
 */
const supplierAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only this file's routes take multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  app.post(
    '/profile/avatar/:kind',
    { schema: { params: avatarKindParamsSchema, response: { 200: supplierProfileSavedSchema } } },
    async (request) => {
      let bytes: Buffer | null = null
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          const body = await part.toBuffer()
          if (part.fieldname === 'file' && !bytes) bytes = body
        }
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode
        if (status === 413) throw new DomainError(Messages.imageUploadFailed, 413)
        if (status !== undefined && status >= 400 && status < 500)
          throw new UnprocessableError(Messages.imageUploadFailed)
        throw error
      }
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

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema, successMessage } from '@serendib/domain/api/envelope'
import { resourceResponseSchema } from '@serendib/domain/api/supplier-resources'
import { BadRequestError, DomainError, UnprocessableError } from '@serendib/domain/errors'
import { ImageMessages, PHOTO_MAX_BYTES } from '@serendib/domain/images'
import { ResourceMessages } from '@serendib/domain/resources'
import { readUploadForm, type UploadRefusals } from '../../../services/reviews/upload-form.ts'
import { removeVehiclePhoto, uploadVehiclePhoto } from '../../../services/resources/vehicle-photo.ts'

const refusals: UploadRefusals = {
  tooLarge: () => new DomainError(ImageMessages.tooLarge, 413),
  tooMany: () => new UnprocessableError(ResourceMessages.photoOne),
  notMultipart: () => new UnprocessableError(ResourceMessages.photoFormat),
  broken: () => new BadRequestError(ImageMessages.notAForm),
}

/**
 * POST /api/supplier/resources/{id}/photo (multipart `file`): a vehicle's photo through the tour
 * photos' pipeline; DELETE removes it (decision 074). The supplier and office staff, as every
 * resources route; another supplier's vehicle, a driver-guide or an archived one is a 404.
 */
const resourcePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only this file's routes take multipart bodies.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  const config = { staff: 'resources' } as const

  app.post(
    '/resources/:id/photo',
    { config, schema: { params: idParamsSchema, response: { 200: resourceResponseSchema } } },
    async (request) => {
      const { bytes, files } = await readUploadForm(request, refusals)
      const photo = bytes ?? files[0]
      if (!photo) throw new UnprocessableError(ResourceMessages.photoFormat)
      const resource = await uploadVehiclePhoto(
        app.database,
        app.media,
        request.supplierId,
        request.params.id,
        photo,
        () => new UnprocessableError(ResourceMessages.photoFormat),
      )
      return successMessage(ResourceMessages.photoSaved, resource)
    },
  )

  app.delete(
    '/resources/:id/photo',
    { config, schema: { params: idParamsSchema, response: { 200: resourceResponseSchema } } },
    async (request) =>
      successMessage(
        ResourceMessages.photoRemoved,
        await removeVehiclePhoto(app.database, app.media, request.supplierId, request.params.id),
      ),
  )
}
export default resourcePhotoRoutes

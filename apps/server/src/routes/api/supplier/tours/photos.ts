import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, successMessage } from '@serendib/domain/api/envelope'
import {
  fieldErrorsResponseSchema,
  photoOrderBodySchema,
  photoParamsSchema,
  photosResponseSchema,
  supplierTourParamsSchema,
  updatePhotoBodySchema,
} from '@serendib/domain/api/supplier-tours'
import { BadRequestError, FieldErrorsError } from '@serendib/domain/errors'
import { ImageMessages, PHOTO_MAX_MB } from '@serendib/domain/images'
import { TourEditorLimits, TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { TourLifecycle } from '@serendib/domain/tour-lifecycle'
import { removeReviewImageFiles } from '../../../../services/reviews/review-images.ts'
import { readUploadForm, type UploadRefusals } from '../../../../services/reviews/upload-form.ts'
import {
  addPhotos,
  deletePhoto,
  reorderPhotos,
  updatePhoto,
} from '../../../../services/supplier-tours/photos.ts'
import { ownTour, type TourRow } from '../../../../services/supplier-tours/own-tour.ts'

const response = { 200: photosResponseSchema, 404: apiErrorSchema, 422: fieldErrorsResponseSchema }
/** The editor shows these under its photos; a body it cannot read gets the spec's failure words. */
const photoRefusals: UploadRefusals = {
  tooLarge: () => new FieldErrorsError({ images: M.photoTooLarge(PHOTO_MAX_MB) }),
  tooMany: () => new FieldErrorsError({ images: M.photoLimit(TourEditorLimits.maxPhotos) }),
  notMultipart: () => new FieldErrorsError({ images: M.photoFormat }),
  broken: () => new BadRequestError(ImageMessages.notAForm),
}

/** Editor step 4: upload several photos at once, alt text, cover, order, delete. */
const tourPhotos: FastifyPluginAsyncZod = async (app) => {
  // Registered here so only these routes take multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: TourEditorLimits.maxPhotoBytes,
      files: TourEditorLimits.maxPhotos,
      fields: 5,
      parts: TourEditorLimits.maxPhotos + 5,
    },
  })
  /** An active tour's photos are on its public page: cached copies go. */
  const published = (row: TourRow) => {
    if (row.status === TourLifecycle.active) app.catalogueChanges.changed()
  }

  app.post(
    '/:id/photos',
    {
      schema: { params: supplierTourParamsSchema, response: { ...response, 413: fieldErrorsResponseSchema } },
    },
    async (request) => {
      // Another supplier's tour is a 404 whatever the body (decision 034: ids reveal nothing).
      await ownTour(app.database.db, request.user.id, request.params.id)
      const { files } = await readUploadForm(request, photoRefusals)
      const { images, row } = await addPhotos(
        app.database,
        app.media,
        request.user.id,
        request.params.id,
        files,
      )
      published(row)
      return successMessage(files.length === 1 ? 'Photo uploaded' : `${files.length} photos uploaded`, {
        images,
      })
    },
  )

  app.patch(
    '/:id/photos/:photoId',
    { schema: { params: photoParamsSchema, body: updatePhotoBodySchema, response } },
    async (request) => {
      const { id, photoId } = request.params
      const { images, row } = await app.database.transaction((tx) =>
        updatePhoto(tx, request.user.id, id, photoId, request.body),
      )
      published(row)
      return successMessage('Photo saved', { images })
    },
  )

  app.put(
    '/:id/photos/order',
    { schema: { params: supplierTourParamsSchema, body: photoOrderBodySchema, response } },
    async (request) => {
      const { images, row } = await app.database.transaction((tx) =>
        reorderPhotos(tx, request.user.id, request.params.id, request.body.ids),
      )
      published(row)
      return successMessage('Photo order saved', { images })
    },
  )

  app.delete('/:id/photos/:photoId', { schema: { params: photoParamsSchema, response } }, async (request) => {
    const { id, photoId } = request.params
    const { images, row, orphan } = await app.database.transaction((tx) =>
      deletePhoto(tx, request.user.id, id, photoId),
    )
    if (orphan) await removeReviewImageFiles(app.media, orphan)
    published(row)
    return successMessage('Photo deleted', { images })
  })
}
export default tourPhotos

import type { FastifyRequest } from 'fastify'
import { BadRequestError, DomainError, UnprocessableError } from '@serendib/domain/errors'
import { ImageMessages } from '@serendib/domain/images'
import { Messages } from '@serendib/domain/messages'

export interface UploadForm {
  /** The first part named `file`. */
  bytes: Buffer | null
  /** Every file part, whatever its name, in the order sent (tour photos take several). */
  files: Buffer[]
  fields: Record<string, string>
}

/** What each refusal throws; a route with its own words (the tour editor's fields) passes its own. */
export interface UploadRefusals {
  /** A file past the route's `fileSize` limit. */
  tooLarge: () => Error
  /** More files, fields or parts than the route takes. */
  tooMany: () => Error
  /** A body that is not multipart at all (JSON, a form without files). */
  notMultipart: () => Error
  /** Multipart that cannot be read: no boundary, cut off mid-part, broken part headers. */
  broken: () => Error
}

const imageRefusals: UploadRefusals = {
  tooLarge: () => new DomainError(ImageMessages.tooLarge, 413),
  tooMany: () => new UnprocessableError(Messages.imageUploadFailed),
  notMultipart: () => new UnprocessableError(Messages.imageUploadFailed),
  broken: () => new BadRequestError(ImageMessages.notAForm),
}

/**
 * Reads an upload form in whatever order its parts come (the review page may send the file
 * before tid and token), files in memory up to the route's `fileSize`. Every way a body can be
 * wrong is the caller's mistake and a 4xx (issue 27: a body without a boundary, or cut off
 * mid-part, answered 500 on two routes): nothing is stored, since storing starts only after the
 * whole form is read. Only parsing happens in the loop, so any other error there is the body's.
 */
export async function readUploadForm(
  request: FastifyRequest,
  refusals: UploadRefusals = imageRefusals,
): Promise<UploadForm> {
  const form: UploadForm = { bytes: null, files: [], fields: {} }
  if (!request.isMultipart()) throw refusals.notMultipart()
  let parts = 0
  try {
    for await (const part of request.parts()) {
      parts++
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        form.files.push(bytes)
        if (part.fieldname === 'file' && !form.bytes) form.bytes = bytes
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    const { code } = error as { code?: string }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge()
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw refusals.tooMany()
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refusals.notMultipart()
    // Busboy's own errors ('Unexpected end of form', 'Multipart: Boundary not found') carry no
    // status, and a request closed mid-part is 400: all the body's fault.
    throw refusals.broken()
  }
  // Nothing readable (empty, parts without headers, another boundary): not a form at all.
  if (parts === 0) throw refusals.broken()
  return form
}

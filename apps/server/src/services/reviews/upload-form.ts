import type { FastifyRequest } from 'fastify'
import { BadRequestError, DomainError, UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'

export interface UploadForm {
  bytes: Buffer | null
  fields: Record<string, string>
}

/**
 * Reads a review image form in whatever order its parts come (the page may send the file
 * before tid and token). Only the first `file` part is kept, in memory, up to `fileSize`; parser
 * limits become 413 (too large) or 422 (not a form we take), and a body that is not multipart
 * at all (no boundary, cut short, broken part headers) 400; all 'Could not upload image'
 * (spec §8). Only parsing happens in the loop, so any other error there is the body's fault.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { bytes: null, fields: {} }
  let parts = 0
  try {
    for await (const part of request.parts()) {
      parts++
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
    throw new BadRequestError(Messages.imageUploadFailed)
  }
  // Nothing readable (empty, parts without headers, another boundary): not a form at all.
  if (parts === 0) throw new BadRequestError(Messages.imageUploadFailed)
  return form
}

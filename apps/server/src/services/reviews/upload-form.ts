import type { FastifyRequest } from 'fastify'
import { DomainError, UnprocessableError } from '@serendib/domain/errors'
import { Messages } from '@serendib/domain/messages'

export interface UploadForm {
  bytes: Buffer | null
  fields: Record<string, string>
}

/**
 * Reads a review image form in whatever order its parts come (the page may send the file
 * before tid and token). Only the first `file` part is kept, in memory, up to 5 MB; parser
 * limits become 413 (too large) or 422 (not a form we take), both 'Could not upload image'
 * (spec §8).
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
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

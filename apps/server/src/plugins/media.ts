import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sharp from 'sharp'
import { isMediaName, type MediaStore, type StoredMediaFile } from '@serendib/db/media/media-store'
import { openMediaStore } from '@serendib/db/media/open-media-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where processed images are written and read (docs/decisions/039-shared-media-store.md). */
    media: MediaStore
  }
}

/**
 * `${key}-${width}.jpg` of a stored `${key}-${width}.webp`, made on first ask and kept: OCTO's
 * media types have JPEG and PNG but no WebP (octo/content, decision 060). Null when there is no
 * such WebP, so only our own pictures are ever converted, each once.
 */
async function jpegOfWebp(media: MediaStore, name: string): Promise<StoredMediaFile | null> {
  const stem = /^(.+)\.jpg$/.exec(name)?.[1]
  const webp = stem && isMediaName(name) ? await media.get(`${stem}.webp`) : null
  if (!webp) return null
  const bytes = await sharp(webp.bytes)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  await media.put([{ name, contentType: 'image/jpeg', bytes }])
  return media.get(name)
}

/** A media name never changes content: a redrawn or replaced image gets a new key. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The media store of this deployment (MEDIA_STORE: the shared database with PostgreSQL, a folder
 * for the embedded default) and GET /media/:name, which serves from it with a strong ETag and
 * year-long cache headers, so nginx or a CDN in front reads each file about once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app
    const media = openMediaStore({
      kind: config.mediaStore,
      mediaDir: config.mediaDir,
      database: app.database,
    })
    app.decorate('media', media)

    app.get<{ Params: { name: string } }>(
      '/media/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const file = (await media.get(request.params.name)) ?? (await jpegOfWebp(media, request.params.name))
        if (!file) return reply.callNotFound()
        reply.header('cache-control', IMMUTABLE).header('etag', file.etag)
        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send()
        return reply.type(file.contentType).send(file.bytes)
      },
    )
  },
  { name: 'media', dependencies: ['config', 'db'] },
)

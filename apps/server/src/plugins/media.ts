import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { MediaStore } from '@serendib/db/media/media-store'
import { openMediaStore } from '@serendib/db/media/open-media-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where processed images are written and read (docs/decisions/039-shared-media-store.md). */
    media: MediaStore
  }
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
        const file = await media.get(request.params.name)
        if (!file) return reply.callNotFound()
        reply.header('cache-control', IMMUTABLE).header('etag', file.etag)
        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send()
        return reply.type(file.contentType).send(file.bytes)
      },
    )
  },
  { name: 'media', dependencies: ['config', 'db'] },
)

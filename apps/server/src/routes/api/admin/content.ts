import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContentMessages } from '@serendib/domain/admin-content'
import { adminDoneSchema, adminListQuerySchema } from '@serendib/domain/api/admin-common'
import { contentResponses } from '@serendib/domain/api/admin-content'
import { idParamsSchema } from '@serendib/domain/api/envelope'
import { requestActor } from '../../../services/audit/record-audit.ts'
import { deleteContent, saveContent } from '../../../services/admin/content/kind.ts'
import { contentKinds } from '../../../services/admin/content/kinds.ts'
import { savedMessage } from '../../../services/admin/content/rich-text.ts'

/**
 * Catalogue content, one set of routes per kind (categories, locations, location-pages, sliders,
 * featured-categories, inspirations, instagram, deals): GET list, GET one, POST create, PUT
 * update, DELETE. Each change is audited in its transaction and clears this process's public
 * caches at once (plugins/catalogue-changes.ts).
 */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { media: app.media }
  for (const kind of contentKinds) {
    const responses = contentResponses(kind.item)
    const tags = ['admin content']
    app.get(
      `/${kind.path}`,
      { schema: { tags, querystring: adminListQuerySchema, response: { 200: responses.list } } },
      async (request) => ({
        status: 'success' as const,
        data: await kind.list(app.database.db, request.query.page, request.query.q),
      }),
    )
    app.get(
      `/${kind.path}/:id`,
      { schema: { tags, params: idParamsSchema, response: { 200: responses.one } } },
      async (request) => ({
        status: 'success' as const,
        data: await kind.get(app.database.db, request.params.id),
      }),
    )
    app.post(
      `/${kind.path}`,
      { schema: { tags, body: kind.input, response: { 200: responses.saved } } },
      async (request) => {
        const data = await saveContent(
          app.database,
          kind,
          ctx,
          requestActor(request, 'admin'),
          null,
          request.body,
        )
        app.catalogueChanges.changed()
        return { status: 'success' as const, message: savedMessage(request.body as { body?: unknown }), data }
      },
    )
    app.put(
      `/${kind.path}/:id`,
      { schema: { tags, params: idParamsSchema, body: kind.input, response: { 200: responses.saved } } },
      async (request) => {
        const data = await saveContent(
          app.database,
          kind,
          ctx,
          requestActor(request, 'admin'),
          request.params.id,
          request.body,
        )
        app.catalogueChanges.changed()
        return { status: 'success' as const, message: savedMessage(request.body as { body?: unknown }), data }
      },
    )
    app.delete(
      `/${kind.path}/:id`,
      { schema: { tags, params: idParamsSchema, response: { 200: adminDoneSchema } } },
      async (request) => {
        await deleteContent(app.database, kind, requestActor(request, 'admin'), request.params.id)
        app.catalogueChanges.changed()
        return { status: 'success' as const, message: ContentMessages.deleted }
      },
    )
  }
}
export default adminContentRoutes

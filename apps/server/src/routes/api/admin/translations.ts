import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContentMessages } from '@serendib/domain/admin-content'
import {
  parseTranslationFields,
  parseTranslationLocale,
  parseTranslationTarget,
  saveTranslationBodySchema,
  translationLocaleParamsSchema,
  translationParamsSchema,
  translationSavedResponseSchema,
  translationsResponseSchema,
  TranslationMessages,
} from '@serendib/domain/api/admin-translations'
import { droppedLinks } from '../../../services/admin/content/rich-text.ts'
import { readTranslations, saveTranslations } from '../../../services/admin/content/translations.ts'
import { requestActor } from '../../../services/audit/record-audit.ts'

/**
 * Translations of site content (decision 086): an item's English text and its text in every
 * language; one language saved at a time. The public caches clear on commit, here at once and in
 * other processes through the tables' NOTIFY triggers (plugins/catalogue-changes.ts).
 */
const adminTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin content']
  app.get(
    '/translations/:kind/:id',
    { schema: { tags, params: translationParamsSchema, response: { 200: translationsResponseSchema } } },
    async (request) => {
      const target = parseTranslationTarget(request.params.kind, request.params.id)
      return { status: 'success' as const, data: await readTranslations(app.database.db, target) }
    },
  )
  app.put(
    '/translations/:kind/:id/:locale',
    {
      schema: {
        tags,
        params: translationLocaleParamsSchema,
        body: saveTranslationBodySchema,
        response: { 200: translationSavedResponseSchema },
      },
    },
    async (request) => {
      const target = parseTranslationTarget(request.params.kind, request.params.id)
      const locale = parseTranslationLocale(request.params.locale)
      const fields = parseTranslationFields(target.kind, request.body.fields)
      const data = await saveTranslations(
        app.database,
        requestActor(request, 'admin'),
        target,
        locale,
        fields,
      )
      app.catalogueChanges.changed()
      // A link the sanitiser dropped from a translated body is said, as on the English page.
      const dropped = fields.body ? droppedLinks(fields.body) : []
      const message = dropped.length > 0 ? ContentMessages.linksDropped(dropped) : TranslationMessages.saved
      return { status: 'success' as const, message, data }
    },
  )
}
export default adminTranslationRoutes

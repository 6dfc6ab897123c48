import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContentMessages } from '@serendib/domain/admin-content'
import {
  siteContentInputSchema,
  siteContentListSchema,
  siteContentSavedSchema,
  siteSectionParamsSchema,
  siteSettingsInputSchema,
  siteSettingsResponseSchema,
  siteSettingsSavedSchema,
} from '@serendib/domain/api/admin-content'
import { savedMessage } from '../../../services/admin/content/rich-text.ts'
import { requestActor } from '../../../services/audit/record-audit.ts'
import {
  listSiteContent,
  readSiteSettings,
  saveSiteContent,
  saveSiteSettings,
} from '../../../services/admin/content/site.ts'

/** Site settings and the site-content pages (about, privacy, cookie, disclaimer, guidelines). */
const adminSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site-settings', { schema: { response: { 200: siteSettingsResponseSchema } } }, async () => ({
    status: 'success' as const,
    data: await readSiteSettings(app.database.db),
  }))
  app.put(
    '/site-settings',
    { schema: { body: siteSettingsInputSchema, response: { 200: siteSettingsSavedSchema } } },
    async (request) => {
      const data = await saveSiteSettings(app.database, requestActor(request, 'admin'), request.body)
      app.catalogueChanges.changed()
      return { status: 'success' as const, message: ContentMessages.saved, data }
    },
  )
  app.get('/site-content', { schema: { response: { 200: siteContentListSchema } } }, async () => ({
    status: 'success' as const,
    data: await listSiteContent(app.database.db),
  }))
  app.put(
    '/site-content/:section',
    {
      schema: {
        params: siteSectionParamsSchema,
        body: siteContentInputSchema,
        response: { 200: siteContentSavedSchema },
      },
    },
    async (request) => {
      const data = await saveSiteContent(
        app.database,
        requestActor(request, 'admin'),
        request.params.section,
        request.body,
      )
      app.catalogueChanges.changed()
      return { status: 'success' as const, message: savedMessage(request.body), data }
    },
  )
}
export default adminSiteRoutes

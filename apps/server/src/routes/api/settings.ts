import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { NotFoundError } from '@serendib/domain/errors'
import { siteSettingsResponseSchema } from '@serendib/domain/api/site-content'
import { getSiteSettings } from '../../services/catalogue/site-content.ts'

/** GET /api/settings/site/get (spec §7): the site's title, description and keywords. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings/site/get', { schema: { response: { 200: siteSettingsResponseSchema } } }, async () => {
    const settings = await getSiteSettings(app.database.db)
    if (!settings) throw new NotFoundError('Site settings are not set up')
    return success(settings)
  })
}
export default settingsRoutes

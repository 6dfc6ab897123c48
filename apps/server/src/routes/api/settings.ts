import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import { NotFoundError } from '@serendib/domain/errors'
import { siteSettingsResponseSchema } from '@serendib/domain/api/site-content'
import { sendCached } from '../../plugins/catalogue-cache.ts'
import { getSiteSettings } from '../../services/catalogue/site-content.ts'

/** GET /api/settings/site/get (spec §7): the site's title, description and keywords. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page's root loader reads these: from memory, cleared by any edit (decision 068).
  app.get(
    '/settings/site/get',
    { schema: { response: { 200: siteSettingsResponseSchema } } },
    async (_request, reply) =>
      sendCached(app, reply, 'site-settings', async () => {
        const settings = await getSiteSettings(app.database.db)
        if (!settings) throw new NotFoundError('Site settings are not set up')
        return success(settings)
      }),
  )
}
export default settingsRoutes

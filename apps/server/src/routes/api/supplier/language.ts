import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { success } from '@serendib/domain/api/envelope'
import {
  supplierLanguageBodySchema,
  supplierLanguageResponseSchema,
} from '@serendib/domain/api/supplier-language'
import { loadPortalLocale, savePortalLocale } from '../../../services/supplier/portal-language.ts'

/**
 * GET/PUT /api/supplier/language: the portal's language saved on the signed-in supplier's own
 * account (decision 078); en, si or ta, anything else a 400 with nothing saved.
 */
const supplierLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/language', { schema: { response: { 200: supplierLanguageResponseSchema } } }, async (request) =>
    success({ locale: await loadPortalLocale(app.database.db, request.user.id) }),
  )
  app.put(
    '/language',
    { schema: { body: supplierLanguageBodySchema, response: { 200: supplierLanguageResponseSchema } } },
    async (request) =>
      success({ locale: await savePortalLocale(app.database.db, request.user.id, request.body.locale) }),
  )
}
export default supplierLanguageRoutes

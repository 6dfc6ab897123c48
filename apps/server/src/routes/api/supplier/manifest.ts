import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { csvResponseSchema } from '@serendib/domain/api/admin-people'
import { success } from '@serendib/domain/api/envelope'
import {
  manifestCsvQuerySchema,
  manifestQuerySchema,
  manifestResponseSchema,
} from '@serendib/domain/api/supplier-manifest'
import { dayManifest } from '../../../services/supplier/manifest/day-manifest.ts'
import { portalWords } from '../../../services/email/portal-words.ts'
import { manifestCsv } from '../../../services/supplier/manifest/manifest-csv.ts'
import { ownTripsOnly } from '../../../services/staff/staff-member.ts'

/** The supplier's day manifest (issue 14), as JSON for the page and as a CSV download. */
const supplierManifest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifest',
    {
      config: { staff: 'trips' },
      schema: { querystring: manifestQuerySchema, response: { 200: manifestResponseSchema } },
    },
    async (request) =>
      success(
        await dayManifest(app.database.db, request.supplierId, request.query.date, ownTripsOnly(request)),
      ),
  )

  app.get(
    '/manifest.csv',
    {
      config: { staff: 'trips' },
      schema: { querystring: manifestCsvQuerySchema, response: { 200: csvResponseSchema } },
    },
    async (request, reply) => {
      const day = await dayManifest(
        app.database.db,
        request.supplierId,
        request.query.date,
        ownTripsOnly(request),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${day.date}.csv"`)
        .send(manifestCsv(day, portalWords(request.query.lang ?? 'en')))
    },
  )
}
export default supplierManifest

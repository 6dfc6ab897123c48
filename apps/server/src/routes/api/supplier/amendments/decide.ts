import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { amendReplySchema } from '@serendib/domain/api/account'
import { idParamsSchema, successMessage } from '@serendib/domain/api/envelope'
import { AmendmentMessages } from '@serendib/domain/amendments'
import {
  decideAmendment,
  type AmendmentDecision,
} from '../../../../services/account/bookings/amendment-decision.ts'

/** The supplier accepts or rejects an amendment of one of their bookings (decision 014). */
const amendmentDecisions: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['accept', 'reject'] as const satisfies AmendmentDecision[]) {
    app.post(
      `/:id/${kind}`,
      {
        config: { staff: 'bookings' },
        schema: { params: idParamsSchema, response: { 200: amendReplySchema } },
      },
      async (request) => {
        const data = await decideAmendment(
          {
            database: app.database,
            log: request.log,
            provider: app.payments.provider,
            providers: app.payments.providers,
            publicUrl: app.config.publicUrl,
          },
          request.supplierId,
          request.params.id,
          kind,
        )
        return successMessage(
          kind === 'accept' ? AmendmentMessages.accepted : AmendmentMessages.rejected,
          data,
        )
      },
    )
  }
}
export default amendmentDecisions

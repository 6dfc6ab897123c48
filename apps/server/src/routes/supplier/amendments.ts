import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AmendmentMessages } from '@serendib/domain/amendments'
import { UserType } from '@serendib/domain/user-types'
import {
  decideAmendment,
  type AmendmentDecision,
  type DecisionContext,
} from '../../services/account/bookings/amendment-decision.ts'
import { idParams, type IdParams } from '../../services/account/bookings/request-schemas.ts'

/** The supplier accepts or rejects an amendment of one of their bookings. */
export default async function supplierAmendmentRoutes(
  app: FastifyInstance,
  options: Omit<DecisionContext, 'database' | 'log'>,
) {
  const decision = (kind: AmendmentDecision) => async (request: FastifyRequest<IdParams>) => {
    const user = await request.requireUser(UserType.supplier)
    const data = await decideAmendment(
      { ...options, database: app.database, log: request.log },
      user.id,
      request.params.id,
      kind,
    )
    return {
      status: 'success',
      message: kind === 'accept' ? AmendmentMessages.accepted : AmendmentMessages.rejected,
      data,
    }
  }
  app.post<IdParams>(
    '/api/supplier/amendments/:id/accept',
    { schema: { params: idParams } },
    decision('accept'),
  )
  app.post<IdParams>(
    '/api/supplier/amendments/:id/reject',
    { schema: { params: idParams } },
    decision('reject'),
  )
}

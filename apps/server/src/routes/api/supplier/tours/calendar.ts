import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, success, successMessage } from '@serendib/domain/api/envelope'
import {
  calendarChangeBodySchema,
  calendarChangeResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  fieldErrorsResponseSchema,
  supplierTourParamsSchema,
} from '@serendib/domain/api/supplier-tours'
import { TourEditorMessages as M } from '@serendib/domain/supplier-tours'
import { requestActor } from '../../../../services/audit/record-audit.ts'
import { setClosed, tourCalendar } from '../../../../services/supplier-tours/calendar.ts'

/** Editor step 7's month calendar: booked and left per day and start time; close or reopen. */
const tourCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/calendar',
    {
      schema: {
        params: supplierTourParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { month } = request.query
      return success({
        month,
        days: await tourCalendar(app.database.db, request.user.id, request.params.id, month),
      })
    },
  )

  for (const [verb, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/:id/calendar/${verb}`,
      {
        schema: {
          params: supplierTourParamsSchema,
          body: calendarChangeBodySchema,
          response: {
            200: calendarChangeResponseSchema,
            404: apiErrorSchema,
            422: fieldErrorsResponseSchema,
          },
        },
      },
      async (request) => {
        const day = await app.database.transaction((tx) =>
          setClosed(
            tx,
            request.user.id,
            request.params.id,
            request.body,
            closed,
            requestActor(request, 'supplier'),
          ),
        )
        return successMessage(closed ? M.dayClosed : M.dayReopened, day)
      },
    )
  }
}
export default tourCalendarRoutes

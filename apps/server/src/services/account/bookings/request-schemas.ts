/** Request schemas shared by the bookings area, supplier and admin routes. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const

export type IdParams = { Params: { id: number } }

/** A message body; its rules (1..2000 characters) are the domain's, so the 422 wording is ours. */
export const messageBody = {
  type: 'object',
  properties: {
    message: { type: 'string', maxLength: 20_000 },
    visible: { type: 'string', maxLength: 20 },
  },
} as const

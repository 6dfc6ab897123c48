/** Refusals of the guarded areas: a signed-in user of another kind is told where they are. */
export const AreaMessages = {
  suppliersOnly: 'This area is for suppliers. Sign in with your supplier account.',
  adminsOnly: 'This area is for Serendib administrators.',
} as const

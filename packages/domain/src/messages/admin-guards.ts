/**
 * The admin console's guard rails (issue 29): what an admin reads before a costly mistake, and
 * the two names of status 0 (the spec's "Pending" stays what travellers read).
 */
export const AdminGuardMessages = {
  supplierProfileIncomplete: (missing: readonly string[]) =>
    `The profile still misses ${missing.length} ${missing.length === 1 ? 'item' : 'items'}: ${missing.join('; ')}. ` +
    'Approve anyway only if you know the business, and confirm that you do.',
  supplierApprovedIncomplete: 'I know this business: approve it with these items missing',
  completeBeforeEnd: (lastDay: string) =>
    `This booking travels until ${lastDay}: it can be marked completed from the day after.`,
  rateNotNumber: 'Enter the rate as a number, like 0.92: how many units of the currency one US dollar buys',
  rateJump: (code: string, from: number, to: number) =>
    `${code} would move from ${from} to ${to} per USD: every ${code} price travellers see would be ` +
    `${to > from ? `${+(to / from).toFixed(2)} times higher` : `${+(from / to).toFixed(2)} times lower`}. ` +
    'Check the rate, then confirm to save it.',
  rateImplausible: (code: string, to: number, low: number, high: number) =>
    `${to} ${code} per USD is far from what ${code} trades at (about ${low} to ${high}). ` +
    'Check the rate, then confirm to save it.',
  awaitingPayment: 'Awaiting payment',
  awaitingSupplier: 'Awaiting supplier',
} as const

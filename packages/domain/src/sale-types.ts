/**
 * Sale types of spec §9: 1 is booked instantly (the payment confirms the booking), any other
 * waits for the supplier. Issue 18: the tour page says which, as the big marketplaces do.
 */
export const SaleType = { instant: 1 } as const

export const isInstantConfirmation = (saleType: number) => saleType === SaleType.instant

export const confirmationLabel = (saleType: number) =>
  isInstantConfirmation(saleType) ? 'Instant confirmation' : 'Confirmation within 48 hours'

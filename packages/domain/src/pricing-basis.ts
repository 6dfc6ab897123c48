/** Pricing basis of spec §9. */
export const PricingBasis = { perPerson: 1, perGroup: 2 } as const
export type PricingBasisCode = (typeof PricingBasis)[keyof typeof PricingBasis]

export const pricingBasisLabels: Record<PricingBasisCode, string> = { 1: 'Per Person', 2: 'Per Group' }

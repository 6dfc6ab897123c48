/** Demo exchange rates (units per USD, roughly late 2026); an admin or the import replaces them. */
export const demoCurrencyRates = [
  { code: 'LKR', unitsPerUsd: 299.2 },
  { code: 'EUR', unitsPerUsd: 0.92 },
  { code: 'GBP', unitsPerUsd: 0.79 },
  { code: 'INR', unitsPerUsd: 84.1 },
  { code: 'AUD', unitsPerUsd: 1.53 },
  { code: 'CNY', unitsPerUsd: 7.24 },
] as const

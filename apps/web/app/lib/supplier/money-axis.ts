import type { SupplierLocale } from '@serendib/domain/i18n/locales'

/**
 * A money axis whose labels are distinct, round dollar amounts (issue 29: a chart of small or
 * zero figures read "$1 $1 $1 $0 $0 $0" when uPlot split a $1 range into cents and each label
 * rounded to whole dollars). The step is 1, 2, 2.5 or 5 times a power of ten, at least $1, and
 * the labels show exactly as many decimals of "k" or "M" as the step needs.
 */
const NICE = [1, 2, 2.5, 5, 10]

export interface MoneyAxis {
  /** The axis top in cents: a whole number of steps at or above the highest value. */
  top: number
  /** Cents between two labels. */
  step: number
  /** Every label's value in cents, from 0 to `top`. */
  ticks: number[]
}

/** At most `most` steps (default 4) from 0 to the first nice value at or above `maxCents`. */
export function moneyAxis(maxCents: number, most = 4): MoneyAxis {
  const dollars = Math.max(1, Math.ceil(Math.max(0, maxCents) / 100))
  const rough = dollars / most
  const power = 10 ** Math.floor(Math.log10(rough))
  const factor = NICE.find((n) => n * power >= rough) ?? 10
  const step = Math.max(1, factor * power) * 100
  const count = Math.max(1, Math.ceil((dollars * 100) / step))
  return { top: count * step, step, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) }
}

/**
 * "$0", "$250", "$1,500", "$2.5k", "$1.25M": as many decimals as the axis step needs, no more.
 * In Tamil Intl's compact form for `ta-LK` ("$2.5ஆ"); in Sinhala CLDR's ("US$ද2.5"), written
 * here because the browser has no Sinhala number data (decision 078).
 */
export function moneyAxisLabel(cents: number, step: number, locale: SupplierLocale = 'en'): string {
  if (locale !== 'en') return localAxisLabel(cents, step, locale)
  if (cents === 0) return '$0'
  const dollars = cents / 100
  const unit = step >= 10_000_000 ? 1e6 : step >= 100_000 ? 1e3 : 1
  const suffix = unit === 1e6 ? 'M' : unit === 1e3 ? 'k' : ''
  const stepInUnit = step / 100 / unit
  const decimals = Number.isInteger(stepInUnit) ? 0 : Number.isInteger(stepInUnit * 10) ? 1 : 2
  const text = (dollars / unit).toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  })
  return `$${text}${suffix}`
}

function localAxisLabel(cents: number, step: number, locale: Exclude<SupplierLocale, 'en'>): string {
  const dollars = cents / 100
  const unit = step >= 10_000_000 ? 1e6 : step >= 100_000 ? 1e3 : 1
  const stepInUnit = step / 100 / unit
  const decimals = Number.isInteger(stepInUnit) ? 0 : Number.isInteger(stepInUnit * 10) ? 1 : 2
  if (locale === 'ta') {
    return new Intl.NumberFormat('ta-LK', {
      style: 'currency',
      currency: 'USD',
      notation: unit === 1 ? 'standard' : 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
    }).format(dollars)
  }
  const number = (dollars / unit).toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  })
  const mark = unit === 1e6 ? 'මි' : unit === 1e3 ? 'ද' : ''
  return `US$${mark}${number}`
}

/**
 * Dates, hours and money in the supplier portal's languages (decision 078), the same in the
 * browser and in the supplier's e-mails. English keeps the site's forms (dd/MM/yyyy, "USD
 * 1,234.50"). Tamil is Intl's `ta-LK` (Sri Lanka's 24-hour clock; `ta` alone is India's).
 * Sinhala is not left to Intl: Debian's Chromium has no Sinhala data at all (it answers "Nov 28,
 * 2026" in en-US) and Node's full ICU (CLDR 48) names the months by the lunar calendar ("ඉල්"
 * for November), which is not how dates are written in Sri Lanka; so Sinhala uses CLDR's
 * patterns ("y MMMM d", "HH.mm") with the everyday month names below.
 */
import { formatColomboDateTime } from '../date-time-format.ts'
import { colomboWallClock, formatDisplayDate } from '../dates.ts'
import { formatUsd } from '../money.ts'
import type { SupplierLocale } from './locales.ts'

export interface PortalFormats {
  /** yyyy-MM-dd → "28/11/2026", "2026 නොවැම්බර් 28", "28 நவ., 2026". */
  date: (ymd: string) => string
  /** The same day with its weekday: "Saturday 28/11/2026", "2026 නොවැම්බර් 28, සෙනසුරාදා". */
  day: (ymd: string) => string
  /** An instant in Sri Lanka time, date and hour. */
  dateTime: (iso: string) => string
  /** An instant's hour in Sri Lanka time: "10:00", "10.00". */
  time: (iso: string) => string
  money: (cents: number) => string
  number: (n: number) => string
  /** A yyyy-MM month: "November 2026", "2026 නොවැම්බර්", "நவம்பர் 2026". */
  month: (ym: string) => string
  /** A yyyy-MM month's short name, for a chart's axis: "Nov", "නොවැ", "நவ.". */
  shortMonth: (ym: string) => string
}

const SINHALA_MONTHS = [
  'ජනවාරි',
  'පෙබරවාරි',
  'මාර්තු',
  'අප්‍රේල්',
  'මැයි',
  'ජූනි',
  'ජූලි',
  'අගෝස්තු',
  'සැප්තැම්බර්',
  'ඔක්තෝබර්',
  'නොවැම්බර්',
  'දෙසැම්බර්',
]
// CLDR's abbreviated Gregorian month names for Sinhala (the everyday ones, as above).
const SINHALA_SHORT_MONTHS = [
  'ජන',
  'පෙබ',
  'මාර්තු',
  'අප්‍රේල්',
  'මැයි',
  'ජූනි',
  'ජූලි',
  'අගෝ',
  'සැප්',
  'ඔක්',
  'නොවැ',
  'දෙසැ',
]
const SINHALA_WEEKDAYS = ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා']

const noon = (ymd: string) => new Date(`${ymd.slice(0, 10)}T12:00:00Z`)
const grouped = new Intl.NumberFormat('en-US')
const cents2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

function sinhalaDate(ymd: string): string {
  const [y, m, d] = ymd.slice(0, 10).split('-').map(Number) as [number, number, number]
  return `${y} ${SINHALA_MONTHS[m - 1]} ${d}`
}

const sinhala: PortalFormats = {
  date: sinhalaDate,
  day: (ymd) => `${sinhalaDate(ymd)}, ${SINHALA_WEEKDAYS[noon(ymd).getUTCDay()]}`,
  dateTime: (iso) => {
    const { date, time } = colomboWallClock(new Date(iso))
    return `${sinhalaDate(date)}, ${time.replace(':', '.')}`
  },
  time: (iso) => colomboWallClock(new Date(iso)).time.replace(':', '.'),
  // CLDR's Sinhala currency form, "US$1,234.50".
  money: (cents) => `${cents < 0 ? '-' : ''}US$${cents2.format(Math.abs(cents) / 100)}`,
  number: (n) => grouped.format(n),
  month: (ym) => `${ym.slice(0, 4)} ${SINHALA_MONTHS[Number(ym.slice(5, 7)) - 1]}`,
  shortMonth: (ym) => SINHALA_SHORT_MONTHS[Number(ym.slice(5, 7)) - 1]!,
}

const monthOf = (format: Intl.DateTimeFormat) => (ym: string) => format.format(noon(`${ym.slice(0, 7)}-01`))

function english(): PortalFormats {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })
  return {
    date: formatDisplayDate,
    day: (ymd) => `${weekday.format(noon(ymd))} ${formatDisplayDate(ymd)}`,
    dateTime: formatColomboDateTime,
    time: (iso) => colomboWallClock(new Date(iso)).time,
    money: formatUsd,
    number: (n) => grouped.format(n),
    month: monthOf(new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })),
    shortMonth: monthOf(new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' })),
  }
}

function tamil(): PortalFormats {
  const tag = 'ta-LK'
  const medium = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })
  const full = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
  const stamp = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Colombo',
    hourCycle: 'h23',
  })
  const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })
  const numbers = new Intl.NumberFormat(tag)
  return {
    date: (ymd) => medium.format(noon(ymd)),
    day: (ymd) => full.format(noon(ymd)),
    dateTime: (iso) => stamp.format(new Date(iso)),
    time: (iso) => colomboWallClock(new Date(iso)).time,
    money: (cents) => usd.format(cents / 100),
    number: (n) => numbers.format(n),
    month: monthOf(new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' })),
    shortMonth: monthOf(new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' })),
  }
}

const made = new Map<SupplierLocale, PortalFormats>()

export function portalFormats(locale: SupplierLocale): PortalFormats {
  let formats = made.get(locale)
  if (!formats) {
    formats = locale === 'si' ? sinhala : locale === 'ta' ? tamil() : english()
    made.set(locale, formats)
  }
  return formats
}

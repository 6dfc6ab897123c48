/**
 * Every CSV the app writes (the manifest, earnings, payout statements, the console's inquiries and
 * subscribers): csv-stringify for RFC 4180 quoting, a UTF-8 byte order mark (without it Excel reads
 * UTF-8 as a legacy code page and Sinhala or Tamil names turn to mojibake), CRLF records, and one
 * formula guard on every text cell. Phone columns go through phoneCell first, so a phone stays
 * dialable and still never starts like a formula (decision 066).
 */
import { stringify } from 'csv-stringify/sync'

/** =, +, -, @, tab and CR at the start make Excel, LibreOffice or Sheets evaluate a cell (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/
/** A plain number such as "-12.50" (a refund in USD) computes to itself: nothing to defuse. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe, and is read as text. */
export function formulaSafe(value: unknown): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return value
  const text = value instanceof Date ? value.toISOString() : String(value)
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** "+94 77 123 4567", "+49 (30) 123-456": a plus, then digits and the separators people write. */
const INTERNATIONAL_PHONE = /^\+(?=\d)[\d ().-]+$/

/**
 * A phone as a CSV cell: "+94 77 123 4567" is written "0094 77 123 4567", every digit kept and
 * starting with a digit, so no spreadsheet evaluates it and no apostrophe spoils it; 00 is the
 * international prefix in Sri Lanka, where suppliers dial. Anything else in a phone field (letters,
 * a formula) is left to the formula guard.
 */
export function phoneCell(value: string | null | undefined): string {
  const phone = (value ?? '').trim()
  return INTERNATIONAL_PHONE.test(phone) ? `00${phone.slice(1)}` : phone
}

/** The file: header, then rows, every cell through the formula guard. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header.map(formulaSafe), ...rows.map((row) => row.map(formulaSafe))], {
    bom: true,
    record_delimiter: 'windows',
  })
}

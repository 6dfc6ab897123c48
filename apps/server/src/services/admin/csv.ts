/** CSV files for the console's exports: RFC 4180 quoting, and no cell a spreadsheet runs as a formula. */
function cell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  // =, +, -, @ (and tab/CR) at the start make Excel and Sheets evaluate the cell (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

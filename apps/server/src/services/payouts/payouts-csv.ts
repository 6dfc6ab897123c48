/** Payout statements as CSV for the bank or the accountant (csv-file.ts: csv-stringify, BOM, formula guard). */
import type { AdminPayoutStatement } from '@serendib/domain/api/payouts'
import { colomboWallClock } from '@serendib/domain/dates'
import { csvFile } from '../csv/csv-file.ts'

const usd = (cents: number) => (cents / 100).toFixed(2)

export function payoutsCsv(statements: AdminPayoutStatement[]): string {
  const header = [
    'Statement',
    'Month',
    'Supplier',
    'Supplier e-mail',
    'Bookings',
    'Gross USD',
    'Refunds USD',
    'Commission USD',
    'Net USD',
    'Status',
    'Paid on',
    'Reference',
  ]
  const rows = statements.map((s) => [
    s.id,
    s.month,
    s.supplier.name,
    s.supplier.email,
    s.bookings,
    usd(s.gross_cents),
    usd(s.refunds_cents),
    usd(s.commission_cents),
    usd(s.net_cents),
    s.status === 'paid' ? 'Paid' : 'Payable',
    s.paid_at ? colomboWallClock(new Date(s.paid_at)).date : '',
    s.paid_reference ?? '',
  ])
  return csvFile(header, rows)
}

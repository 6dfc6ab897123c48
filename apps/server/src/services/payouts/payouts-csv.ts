/** Payout statements as CSV for the bank or the accountant (csv-stringify, UTF-8 BOM for Excel). */
import { stringify } from 'csv-stringify/sync'
import type { AdminPayoutStatement } from '@serendib/domain/api/payouts'
import { colomboWallClock } from '@serendib/domain/dates'

const usd = (cents: number) => (cents / 100).toFixed(2)
/** A cell that starts like a formula is read as text by spreadsheets (CSV injection). */
const text = (value: string) => value.replace(/^[=+\-@\t\r]/, "'$&")

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
    text(s.supplier.name),
    text(s.supplier.email),
    s.bookings,
    usd(s.gross_cents),
    usd(s.refunds_cents),
    usd(s.commission_cents),
    usd(s.net_cents),
    s.status === 'paid' ? 'Paid' : 'Payable',
    s.paid_at ? colomboWallClock(new Date(s.paid_at)).date : '',
    text(s.paid_reference ?? ''),
  ])
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' })
}

import { sql, type SQL } from 'drizzle-orm'

/**
 * The number a traveller rings on the day (issue 30 point 10): the tour's own contact number
 * first (the office's mobile may not answer at 06:00), else the supplier's mobile, office phone
 * or account phone. The voucher (page, PDF) and the booking page both read it from here, so they
 * never show two numbers; blanks count as missing.
 */
export function dayOfPhone(columns: {
  tour: SQL
  mobile: SQL
  office: SQL
  account: SQL
}): SQL<string | null> {
  const given = (column: SQL) => sql`nullif(trim(${column}), '')`
  return sql<
    string | null
  >`coalesce(${given(columns.tour)}, ${given(columns.mobile)}, ${given(columns.office)}, ${given(columns.account)})`
}

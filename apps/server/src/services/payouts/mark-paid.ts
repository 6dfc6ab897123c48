/**
 * An admin records the bank transfer of a payable statement (decision 049). The row is locked,
 * so two admins (or two clicks) cannot both pay it: the second is told when and with which
 * reference it was paid. The payment and its audit row commit together; from then on the
 * statement's figures are what was paid and the refresh leaves them alone.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '@serendib/db/client'
import type { AdminPayoutStatement } from '@serendib/domain/api/payouts'
import { formatDisplayDate, colomboWallClock } from '@serendib/domain/dates'
import { ConflictError, NotFoundError } from '@serendib/domain/errors'
import { PayoutMessages } from '@serendib/domain/payouts'
import { recordAudit, type AuditActor } from '../audit/record-audit.ts'
import { adminStatementJson, statementColumns, statementFrom, type StatementSql } from './list-statements.ts'

export async function markStatementPaid(
  database: Database,
  actor: AuditActor & { userId: number },
  id: number,
  reference: string,
): Promise<AdminPayoutStatement> {
  return database.transaction(async (tx) => {
    const [row] = await queryRows<StatementSql>(
      tx,
      sql`select ${statementColumns} ${statementFrom} where ps.id = ${id} for update of ps`,
    )
    if (!row) throw new NotFoundError(PayoutMessages.notFound)
    if (row.paid_at) {
      const day = formatDisplayDate(colomboWallClock(new Date(row.paid_at)).date)
      throw new ConflictError(PayoutMessages.alreadyPaid(day, row.paid_reference ?? ''))
    }
    const now = new Date()
    await tx.execute(
      sql`update payout_statements set paid_at = ${now.toISOString()}::timestamptz,
                 paid_reference = ${reference}, paid_by_user_id = ${actor.userId}, updated_at = now()
           where id = ${id}`,
    )
    await recordAudit(tx, {
      actor,
      action: 'payout.paid',
      subject: { type: 'payout_statement', id },
      before: { status: 'payable' },
      after: {
        status: 'paid',
        reference,
        supplier_id: row.supplier_id,
        month: row.month,
        net_cents: row.net_cents,
      },
    })
    return adminStatementJson({ ...row, paid_at: now, paid_reference: reference })
  })
}

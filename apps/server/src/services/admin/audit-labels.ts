/**
 * Names for what audit rows point at by id (issue 29: "booking 68" instead of its reference):
 * one query per kind of subject for a whole page of rows.
 */
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '@serendib/db/client'
import type { AuditEntry } from '@serendib/domain/api/admin-audit'

type Unlabelled = Omit<AuditEntry, 'subject_label' | 'references'>

/** Kinds whose ids are looked up, with the query naming each id. */
const lookups: Record<string, (ids: SQL) => SQL> = {
  booking: (ids) => sql`select id::text as id, booking_reference as label from bookings where id in (${ids})`,
  tour: (ids) =>
    sql`select id::text as id, tour_id || ' · ' || title as label from activities where id in (${ids})`,
  user: (ids) => sql`select id::text as id, email as label from users where id in (${ids})`,
  reseller: (ids) => sql`select id::text as id, name as label from resellers where id in (${ids})`,
  payout_statement: (ids) => sql`select ps.id::text as id,
      coalesce(nullif(sp.work_name, ''), u.email) || ' · ' || ps.month as label
      from payout_statements ps join users u on u.id = ps.supplier_user_id
      left join supplier_profiles sp on sp.user_id = u.id where ps.id in (${ids})`,
}

/** Keys inside before/after that hold another subject's id. */
const idKeys: Record<string, string> = { booking_id: 'booking', activity_id: 'tour', tour_id: 'tour' }

function innerIds(value: unknown, into: Map<string, Set<number>>) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const kind = idKeys[key]
    if (kind && typeof v === 'number' && Number.isInteger(v)) into.get(kind)?.add(v)
  }
}

export async function labelAuditEntries(db: DbOrTx, entries: Unlabelled[]): Promise<AuditEntry[]> {
  const wanted = new Map(Object.keys(lookups).map((kind) => [kind, new Set<number>()]))
  for (const e of entries) {
    const id = Number(e.subject_id)
    if (e.subject_id && Number.isInteger(id) && wanted.has(e.subject_type))
      wanted.get(e.subject_type)!.add(id)
    innerIds(e.before, wanted)
    innerIds(e.after, wanted)
  }
  const names = new Map<string, string>()
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      if (ids.size === 0) return
      const list = sql.join(
        [...ids].map((n) => sql`${n}`),
        sql`, `,
      )
      const rows = await queryRows<{ id: string; label: string }>(db, lookups[kind]!(list))
      for (const r of rows) names.set(`${kind}:${r.id}`, r.label)
    }),
  )
  return entries.map((e) => {
    const references: Record<string, string> = {}
    for (const side of [e.before, e.after]) {
      if (!side || typeof side !== 'object' || Array.isArray(side)) continue
      for (const [key, v] of Object.entries(side as Record<string, unknown>)) {
        const name = idKeys[key] ? names.get(`${idKeys[key]}:${String(v)}`) : undefined
        if (name) references[`${idKeys[key]}:${String(v)}`] = name
      }
    }
    return {
      ...e,
      subject_label: e.subject_id ? (names.get(`${e.subject_type}:${e.subject_id}`) ?? null) : null,
      references,
    }
  })
}

/**
 * A subject id as people type it: a booking's reference or a tour's code (SER-00051) becomes
 * the id the rows hold; anything else is taken as it is.
 */
export async function subjectIdOf(db: DbOrTx, type: string | undefined, id: string): Promise<string> {
  if (/^\d+$/.test(id)) return id
  const query =
    type === 'booking'
      ? sql`select id::text as id from bookings where upper(booking_reference) = upper(${id})`
      : type === 'tour'
        ? sql`select id::text as id from activities where upper(tour_id) = upper(${id})`
        : null
  if (!query) return id
  const [row] = await queryRows<{ id: string }>(db, query)
  return row?.id ?? id
}

import type { AuditEntry } from '@serendib/domain/api/admin-audit'
import { Link } from 'react-router'
import { auditLines, auditSubject, auditSubjectHref } from '../../lib/admin/audit-format'
import { dateTime } from '../../lib/admin/format'
import { DataTable } from './data-table'

/** Before or after as one "Field: value" line per field, in words (audit-format.ts). */
export function Change({ entry, value }: { entry: AuditEntry; value: unknown }) {
  const lines = auditLines(entry, value)
  if (lines.length === 0) return <span className="text-slate-400">—</span>
  return (
    <ul className="max-w-xs min-w-40 text-xs text-slate-700">
      {lines.map(([name, text], i) => (
        <li key={`${name ?? ''}${i}`} className="break-words">
          {name ? <span className="text-slate-500">{name}: </span> : null}
          <span className="text-slate-900">{text}</span>
        </li>
      ))}
    </ul>
  )
}

export function AuditTable({
  rows,
  caption,
  subjectLinks = true,
}: {
  rows: AuditEntry[]
  caption: string
  subjectLinks?: boolean
}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      empty="No audit entries."
      minWidth="sm:min-w-[1000px]"
      columns={[
        { header: 'When (Asia/Colombo)', cell: (r) => dateTime(r.at) },
        {
          header: 'Who',
          className: 'min-w-48',
          cell: (r) => (
            <span className="break-words">
              {r.actor_label || r.actor_role} <span className="text-slate-500">({r.actor_role})</span>
            </span>
          ),
        },
        { header: 'Action', cell: (r) => <strong>{r.action}</strong> },
        {
          header: 'Subject',
          className: 'min-w-40',
          cell: (r) => {
            const href = subjectLinks ? auditSubjectHref(r) : null
            return href ? (
              <Link className="break-words text-brand-700 underline" to={href}>
                {auditSubject(r)}
              </Link>
            ) : (
              <span className="break-words">{auditSubject(r)}</span>
            )
          },
        },
        { header: 'Before', cell: (r) => <Change entry={r} value={r.before} /> },
        { header: 'After', cell: (r) => <Change entry={r} value={r.after} /> },
        { header: 'Reason', cell: (r) => r.reason ?? '—', className: 'min-w-48' },
        { header: 'IP', cell: (r) => r.ip ?? '—' },
      ]}
    />
  )
}

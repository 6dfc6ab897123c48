import type { AuditEntry } from '@serendib/domain/api/admin-audit'
import { Link } from 'react-router'
import { dateTime } from '../../lib/admin/format'
import { DataTable } from './data-table'

/** Before and after as one `field: value` line per changed field, readable in a table cell. */
export function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>
  if (typeof value !== 'object' || Array.isArray(value))
    return <code className="text-xs">{JSON.stringify(value)}</code>
  return (
    <ul className="max-w-xs min-w-40 text-xs text-slate-700">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
        <li key={key} className="break-words">
          <span className="text-slate-500">{key}:</span>{' '}
          <code>
            {typeof v === 'string' && v.length > 120
              ? `${JSON.stringify(v.slice(0, 120))}…`
              : JSON.stringify(v)}
          </code>
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
      minWidth="min-w-[1000px]"
      columns={[
        { header: 'When', cell: (r) => dateTime(r.at) },
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
          cell: (r) =>
            subjectLinks && r.subject_type === 'booking' && r.subject_id ? (
              <Link className="text-brand-700 underline" to={`/admin/bookings/${r.subject_id}`}>
                booking {r.subject_id}
              </Link>
            ) : (
              `${r.subject_type} ${r.subject_id ?? ''}`
            ),
        },
        { header: 'Before', cell: (r) => <Change value={r.before} /> },
        { header: 'After', cell: (r) => <Change value={r.after} /> },
        { header: 'Reason', cell: (r) => r.reason ?? '—', className: 'min-w-48' },
        { header: 'IP', cell: (r) => r.ip ?? '—' },
      ]}
    />
  )
}

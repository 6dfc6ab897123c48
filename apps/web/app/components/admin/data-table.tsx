import type { ReactNode } from 'react'
import { EmptyState } from './data-states'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

/**
 * A table of one page of server results. On narrow screens it scrolls sideways inside its own
 * box (focusable, so keyboard users can scroll it too) instead of squeezing the columns.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = 'min-w-[640px]',
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  empty: ReactNode
  /** The width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-3 py-2.5 font-semibold ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100 align-top hover:bg-slate-50">
              {columns.map((c) => (
                <td key={c.header} className={`px-3 py-2.5 ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

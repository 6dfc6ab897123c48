import type { ReactNode } from 'react'
import { EmptyState } from './data-states'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

/**
 * A table of one page of server results. On a phone (below Tailwind's `sm`, 640 px) each row
 * becomes a card of "header: value" lines, so nothing scrolls sideways and long e-mail
 * addresses wrap at their own width. The explicit ARIA roles keep it a table for screen readers
 * in that layout too, since `display: block` can drop a table's semantics. From `sm` up it is
 * an ordinary table that scrolls sideways inside its own focusable box below `minWidth`.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = 'sm:min-w-[640px]',
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  empty: ReactNode
  /** From `sm` up, the width below which the table scrolls sideways (an `sm:min-w-…` class). */
  minWidth?: string
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="rounded-xl border border-slate-200 bg-white shadow-sm sm:overflow-x-auto"
    >
      <table role="table" className={`w-full ${minWidth} border-collapse text-left text-sm max-sm:block`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only"
        >
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={`px-3 py-2.5 font-semibold ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="border-t border-slate-100 align-top hover:bg-slate-50 max-sm:block max-sm:py-2 max-sm:first:border-t-0"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  data-label={c.header}
                  className={`px-3 py-2.5 ${c.className ?? ''} max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:gap-x-3 max-sm:py-1 max-sm:text-left max-sm:break-words max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]`}
                >
                  <div className="min-w-0">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

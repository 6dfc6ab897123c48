import type { TourDiffEntry } from '@serendib/domain/api/supplier-tours'
import { readableDiff } from '../../lib/admin/tour-diff'
import { EmptyState } from './data-states'

/** What an active tour's supplier changed since approval: per field, lines removed and added. */
export function TourDiff({ diff }: { diff: TourDiffEntry[] }) {
  const changes = readableDiff(diff)
  if (changes.length === 0) return <EmptyState>Nothing differs from the approved version.</EmptyState>
  return (
    <ul className="flex flex-col gap-3">
      {changes.map((change) => (
        <li key={change.field} className="rounded-lg border border-slate-200">
          <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-bold">
            {change.label}
          </h3>
          <div className="grid gap-0 text-sm sm:grid-cols-2">
            <div className="border-b border-slate-100 p-3 sm:border-r sm:border-b-0">
              <p className="mb-1 text-xs font-semibold tracking-wide text-red-800 uppercase">Before</p>
              {change.removed.length === 0 ? (
                <p className="text-slate-500">Nothing removed</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {change.removed.map((line, i) => (
                    <li key={i} className="rounded bg-red-50 px-2 py-1 break-words text-red-900">
                      <span className="sr-only">Removed: </span>
                      <del>{line}</del>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="p-3">
              <p className="mb-1 text-xs font-semibold tracking-wide text-emerald-800 uppercase">Now</p>
              {change.added.length === 0 ? (
                <p className="text-slate-500">Nothing added</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {change.added.map((line, i) => (
                    <li key={i} className="rounded bg-emerald-50 px-2 py-1 break-words text-emerald-900">
                      <span className="sr-only">Added: </span>
                      <ins className="no-underline">{line}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

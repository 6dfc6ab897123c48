import type { AdminTourOption } from '@serendib/domain/api/admin-resellers'
import { useState, type KeyboardEvent } from 'react'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { button, input, label } from './page-header'

type Chosen = { id: number; title: string }

/**
 * Chosen tours as a list with Remove buttons, and a title search over active tours to add
 * more. Plain buttons and a labelled search field, so it works with the keyboard alone.
 */
export function TourPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: Chosen[]
  onChange: (next: Chosen[]) => void
  error?: string
}) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<AdminTourOption[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function search() {
    const answer = await adminApi.get<AdminTourOption[]>(
      withQuery('/api/admin/tour-options', { q: query.trim() }),
    )
    if (!answer.ok) return setProblem(answer.message)
    setProblem(null)
    setFound(answer.data)
  }
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void search()
  }
  const ids = new Set(chosen.map((t) => t.id))
  return (
    <div className="flex flex-col gap-3">
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">No tour chosen yet: find tours below and add them.</p>
      ) : (
        <ul aria-label="Chosen tours" className="flex flex-col gap-1">
          {chosen.map((tour) => (
            <li
              key={tour.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 break-words">
                {tour.title} <span className="text-slate-500">#{tour.id}</span>
              </span>
              <button
                type="button"
                className={button.small}
                aria-label={`Remove ${tour.title}`}
                onClick={() => onChange(chosen.filter((t) => t.id !== tour.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="tour-picker-q" className={label}>
            Find active tours by title
          </label>
          <input
            id="tour-picker-q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKey}
            className={input}
          />
        </div>
        <button type="button" className={button.secondary} onClick={() => void search()}>
          Find tours
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <p className="text-sm text-slate-600">No active tour matches.</p>
      ) : (
        <ul aria-label="Tours found" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {found.map((tour) => (
            <li key={tour.id} className="flex items-center justify-between gap-2 px-1 text-sm">
              <span className="min-w-0 break-words">
                {tour.title} <span className="text-slate-500">· {tour.supplier_name}</span>
              </span>
              <button
                type="button"
                className={button.small}
                disabled={ids.has(tour.id)}
                aria-label={`Add ${tour.title}`}
                onClick={() => onChange([...chosen, { id: tour.id, title: tour.title }])}
              >
                {ids.has(tour.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import type { QuoteState } from '@serendib/domain/quotes'

const tone: Record<QuoteState, string> = {
  requested: 'bg-amber-100 text-amber-900',
  quoted: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-red-100 text-red-900',
}

/** A quote's state as a coloured chip; the words come from the reader's catalogue. */
export function QuoteStateChip({ state, label }: { state: QuoteState; label: string }) {
  return (
    <span
      data-quote-state={state}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[state]}`}
    >
      {label}
    </span>
  )
}

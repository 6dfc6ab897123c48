import type { ReactNode } from 'react'

/** What a list or page shows when its data failed, or when there is none. */
export function ErrorState({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {message}
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      {children}
    </p>
  )
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="animate-pulse rounded-xl bg-white p-6 text-sm text-slate-500">
      {label}
    </p>
  )
}

const chipColours: Record<string, string> = {
  grey: 'bg-slate-200 text-slate-800',
  green: 'bg-emerald-100 text-emerald-900',
  purple: 'bg-purple-100 text-purple-900',
  dark: 'bg-slate-700 text-white',
  teal: 'bg-teal-100 text-teal-900',
  red: 'bg-red-100 text-red-900',
  amber: 'bg-amber-100 text-amber-900',
}

export function Chip({
  colour,
  children,
}: {
  colour: keyof typeof chipColours | string
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${chipColours[colour] ?? chipColours.grey}`}
    >
      {children}
    </span>
  )
}

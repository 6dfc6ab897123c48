import { Messages } from '@serendib/domain/messages'

/** Spec §8 'Could not load data' where a part of the page failed to load, with a way to ask again. */
export function RetryAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{Messages.loadFailed}</p>
      <button type="button" onClick={onRetry} className="mt-1 text-sm underline">
        Try again
      </button>
    </div>
  )
}

/** Why a dialog's request was refused, where the user is looking; nothing without a problem. */
export function ProblemAlert({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {problem}
    </p>
  ) : null
}

import { useTranslator } from '../../lib/i18n'
import { useSpecMessage } from '../../lib/spec-message'

/** Spec §8 'Could not load data' where a part of the page failed to load, with a way to ask again. */
export function RetryAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator()
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('msg.loadFailed')}</p>
      <button type="button" onClick={onRetry} className="mt-1 text-sm underline">
        {t('error.tryAgain')}
      </button>
    </div>
  )
}

/**
 * Why a dialog's request was refused, where the user is looking; nothing without a problem. A
 * server refusal the catalogue knows shows in the page's language (decision 077).
 */
export function ProblemAlert({ problem }: { problem: string | null | undefined }) {
  const tm = useSpecMessage()
  return problem ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {tm(problem)}
    </p>
  ) : null
}

import { useId, type Ref } from 'react'
import { useTranslator } from '../../lib/i18n'
import { counterText } from '../../lib/reviews'

/**
 * The review text with its live counter (spec §5: 200 characters in the modal, 500 on the
 * token page). maxLength stops typing at the limit; the counter is read with the field, not
 * announced on every key.
 */
export function ReviewFeedbackField({
  value,
  onChange,
  max,
  error,
  errorId,
  textareaRef,
  label,
  rows = 5,
}: {
  value: string
  onChange: (text: string) => void
  max: number
  error?: string | null
  errorId?: string
  textareaRef?: Ref<HTMLTextAreaElement>
  label?: string
  rows?: number
}) {
  const id = useId()
  const { t } = useTranslator()
  const counterId = `${id}-counter`
  const full = value.length >= max
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label ?? t('review.yourReview')}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        name="feedback"
        value={value}
        maxLength={max}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, counterId].filter(Boolean).join(' ')}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        {error ? (
          <p id={errorId} className="font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p
          id={counterId}
          className={`shrink-0 tabular-nums ${full ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
        >
          <span className="sr-only">{t('review.charactersUsed')}</span>
          {counterText(value, max)}
        </p>
      </div>
    </div>
  )
}

import { REVIEW_RATING_MAX } from '@serendib/domain/reviews'
import { useId, useState, type Ref } from 'react'
import { useTranslator } from '../../lib/i18n'

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1)

/**
 * Star rating as a group of native radio buttons: Tab reaches the group, the arrow keys move
 * and choose, and screen readers hear "3 stars, 3 of 5". The stars are only their labels.
 */
export function ReviewStarsInput({
  value,
  onChange,
  error,
  errorId,
  firstRef,
  label,
}: {
  value: number
  onChange: (rating: number) => void
  /** Shown under the stars and tied to the group. */
  error?: string | null
  errorId?: string
  /** The first radio, to move focus here when the rating is missing. */
  firstRef?: Ref<HTMLInputElement>
  label?: string
}) {
  const name = useId()
  const { t } = useTranslator()
  const [hover, setHover] = useState(0)
  const shown = hover || value
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{label ?? t('review.yourRating')}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {STARS.map((star) => (
          <label key={star} className="relative cursor-pointer" onMouseEnter={() => setHover(star)}>
            <input
              ref={star === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`block rounded px-0.5 text-3xl leading-none peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 ${
                star <= shown ? 'text-amber-500' : 'text-slate-300'
              }`}
            >
              ★
            </span>
            <span className="sr-only">{t('review.stars', { count: star })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value ? t('review.ofMax', { value, max: REVIEW_RATING_MAX }) : t('review.notRated')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

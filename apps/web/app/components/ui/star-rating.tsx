import { oneDecimal, useTranslator } from '../../lib/i18n'

/** Average rating to one decimal with five stars (spec §9), or the "no ratings" text. */
export function StarRating({
  rating,
  count,
  showCount = true,
}: {
  rating: number | null
  count: number
  /** False for a single review's stars, where "(1)" would mean nothing. */
  showCount?: boolean
}) {
  const { t, tag } = useTranslator()
  if (rating == null || count === 0) {
    return <span className="text-sm text-slate-600">{t('rating.none')}</span>
  }
  const value = Math.min(5, Math.max(0, rating))
  // One decimal, in the page's number format ("4.5", "4,5").
  const shown = oneDecimal(tag, value)
  return (
    <span className="flex items-center gap-1.5 text-sm">
      <span
        role="img"
        aria-label={t('rating.label', { rating: shown })}
        className="relative inline-block text-base leading-none tracking-tight"
      >
        <span className="text-slate-300" aria-hidden="true">
          ★★★★★
        </span>
        {/* The filled row is clipped to the rating, so 4.5 shows four and a half stars. */}
        <span
          className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500"
          style={{ width: `${(value / 5) * 100}%` }}
          aria-hidden="true"
        >
          ★★★★★
        </span>
      </span>
      <span className="font-semibold text-slate-900">{shown}</span>
      {showCount ? <span className="text-slate-600">({count})</span> : null}
    </span>
  )
}

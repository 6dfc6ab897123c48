import type { AvailableTime } from '@serendib/domain/api/supplier-tours'
import type { Ref } from 'react'
import { useTranslator } from '../../lib/i18n'

/**
 * The domain's StartTimeMessages.required, spelled here: that module carries the tour editor's
 * rules, which the tour page should not download for one sentence.
 */
export const START_TIME_REQUIRED = 'Please select a start time'

/**
 * Tours with start times (issue 13): the day's starts from the estimate, each with the places
 * left; starts that are full, closed or past the cut-off are shown but cannot be chosen.
 */
export function StartTimeField({
  id,
  times,
  value,
  onChange,
  invalid,
  selectRef,
}: {
  id: string
  times: AvailableTime[]
  value: string
  onChange: (time: string) => void
  invalid: boolean
  selectRef: Ref<HTMLSelectElement>
}) {
  const { t } = useTranslator()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('panel.startTime')}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600"
      >
        <option value="">{t('panel.chooseStart')}</option>
        {times.map((start) => (
          <option key={start.start_time_id} value={start.time} disabled={!start.available}>
            {start.time}
            {!start.available
              ? start.left === 0
                ? t('panel.soldOut')
                : t('panel.notAvailable')
              : start.left !== null
                ? t('panel.left', { count: start.left })
                : ''}
          </option>
        ))}
      </select>
    </div>
  )
}

import type { TourOption } from '@serendib/domain/api/tour-options'
import { useTranslator } from '../../lib/i18n'
import { englishLang } from '../ui/content-language'

/**
 * The tour's options (decision 073) as a group of radio cards: each names how the tour is sold;
 * a private one lists its vehicles, so a family sees why six travellers cost a van. Shown only on
 * tours with options; the server prices the one chosen.
 */
export function OptionField({
  id,
  options,
  value,
  onChange,
}: {
  id: string
  options: TourOption[]
  value: string
  onChange: (optionId: string) => void
}) {
  const { t, money } = useTranslator()
  if (options.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('panel.howYouTravel')}</legend>
      {options.map((option) => {
        const inputId = `${id}-${option.id}`
        return (
          <label
            key={option.id}
            htmlFor={inputId}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              id={inputId}
              type="radio"
              name={id}
              value={String(option.id)}
              checked={value === String(option.id)}
              onChange={() => onChange(String(option.id))}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              {/* A name or description without a translation stays English, marked (decision 088). */}
              <span
                className="font-semibold text-slate-900"
                {...englishLang(!!option.untranslated?.includes('name'))}
              >
                {option.name}
              </span>
              {option.description && (
                <span
                  className="text-sm text-slate-700"
                  {...englishLang(!!option.untranslated?.includes('description'))}
                >
                  {option.description}
                </span>
              )}
              {option.kind === 'private' ? (
                <span className="text-sm text-slate-700">
                  {t('panel.privateOption', {
                    tiers: option.tiers
                      .map((tier) =>
                        t('panel.vehicleTier', {
                          name: tier.name,
                          seats: tier.seats,
                          price: money(tier.price_cents),
                        }),
                      )
                      .join(' · '),
                  })}
                </span>
              ) : (
                <span className="text-sm text-slate-700">{t('panel.sharedOption')}</span>
              )}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

/** The option's vehicles under the total, e.g. "Private with driver-guide: Van (up to 8) × 1". */
export function OptionEstimate({ label }: { label: string | undefined }) {
  const { t } = useTranslator()
  if (!label) return null
  return (
    <p className="text-sm text-slate-800" data-option-label>
      <span className="font-semibold">{t('panel.yourOption')}</span>
      {label}
    </p>
  )
}

import { countryOfPhone, normalisePhone, phoneCountries } from '@serendib/domain/phone'
import { useMemo } from 'react'
import { useTranslator } from '../../lib/i18n'
import { inputClass } from './form-field'

interface Props {
  id: string
  countryId: string
  label?: string
  value: string
  /** ISO code of the country list's choice ('LK'), '' for none. */
  country: string
  error?: string | null
  onChange: (value: string, country: string) => void
}

/**
 * A phone with its country (the one phone rule, decision 063): the list sets the number's country
 * code; a number typed with + and a code picks its country; leaving the field writes it in the
 * international form ('+94 77 123 4567'), which is what is sent and stored.
 */
export function PhoneField({ id, countryId, label, value, country, error, onChange }: Props) {
  const { t, tag, locale } = useTranslator()
  // Country names in the page's language (Intl's CLDR names), in that language's order.
  const countries = useMemo(() => {
    if (locale === 'en') return phoneCountries()
    const names = new Intl.DisplayNames([tag], { type: 'region' })
    return phoneCountries()
      .map((c) => ({ ...c, name: names.of(c.code) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, tag))
  }, [locale, tag])
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <div>
        <label htmlFor={countryId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('phone.country')}
        </label>
        <select
          id={countryId}
          value={country}
          autoComplete="country"
          onChange={(event) => {
            const next = event.target.value
            const rest = value.trim()
            // Numbers typed without a code take the new country's; a blank one starts with it.
            const phone = rest.startsWith('+') || !next ? value : (normalisePhone(rest, next) ?? value)
            onChange(phone, next)
          }}
          className={inputClass}
        >
          <option value="">{t('phone.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name} (${c.dial})`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
          {label ?? t('phone.label')}
        </label>
        <input
          id={id}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            const typed = event.target.value
            onChange(typed, typed.trim().startsWith('+') ? (countryOfPhone(typed) ?? country) : country)
          }}
          onBlur={() => {
            const phone = normalisePhone(value, country)
            if (phone && phone !== value) onChange(phone, countryOfPhone(phone) ?? country)
          }}
          className={inputClass}
        />
        <p id={errorId} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
          {error ?? ''}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('phone.hint')}
        </p>
      </div>
    </div>
  )
}

import { savingCents, youSaveText } from '@serendib/domain/deal-price'
import { formatUsd } from '@serendib/domain/money'
import { useTranslator } from '../../lib/i18n'

/** The price before a deal, struck through; nothing when there is no saving. */
export function WasPrice({
  priceCents,
  listCents,
  className = '',
}: {
  priceCents: number
  listCents: number | null | undefined
  className?: string
}) {
  const { t, locale, money } = useTranslator()
  if (savingCents(priceCents, listCents) === 0) return null
  return (
    <s className={`font-normal text-slate-600 ${className}`} data-was-price>
      <span className="sr-only">{t('panel.was')}</span>
      {locale === 'en' ? formatUsd(listCents as number) : money(listCents as number)}
    </s>
  )
}

/** "You save USD 9.00" under a discounted amount (issue 18); nothing without a saving. */
export function YouSave({
  priceCents,
  listCents,
  className = '',
}: {
  priceCents: number
  listCents: number | null | undefined
  className?: string
}) {
  const { t, locale, money } = useTranslator()
  const saving = savingCents(priceCents, listCents)
  if (saving === 0) return null
  return (
    <p className={`text-sm font-semibold text-accent-800 ${className}`} data-you-save>
      {locale === 'en' ? youSaveText(saving) : t('panel.youSave', { amount: money(saving) })}
    </p>
  )
}

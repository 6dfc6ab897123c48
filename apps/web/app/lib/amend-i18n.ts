/**
 * The amend dialog's and the amendment requests' balance words in the page's language (issue 31),
 * apart from account-i18n.ts so pages that show no amendment do not receive the `amend` area.
 */
import { useCallback } from 'react'
import { useTranslator } from './i18n'

/**
 * An amendment's balance in two parts, for a narrow cell: "USD 40.00" and "to pay" / "refund",
 * or "No change" alone (English as balanceParts in account-bookings-format.ts).
 */
export function useBalanceParts(): (cents: number) => { amount: string | null; note: string } {
  const { t, money } = useTranslator()
  return useCallback(
    (cents: number) => {
      if (cents > 0) return { amount: money(cents), note: t('amend.toPayNote') }
      if (cents < 0) return { amount: money(-cents), note: t('amend.refundNote') }
      return { amount: null, note: t('amend.noChange') }
    },
    [t, money],
  )
}

/** The same in one line: "USD 40.00 to pay", "40,00 $ zu zahlen", "No change". */
export function useBalanceText(): (cents: number) => string {
  const { t, money } = useTranslator()
  return useCallback(
    (cents: number) => {
      if (cents > 0) return t('amend.toPay', { amount: money(cents) })
      if (cents < 0) return t('amend.refund', { amount: money(-cents) })
      return t('amend.noChange')
    },
    [t, money],
  )
}

/**
 * The quote API's refusals and confirmations the supplier sees (decision 079), in the portal's
 * language: the API keeps its English text (the contract); the portal looks it up here. A text
 * not listed shows as the API wrote it.
 */
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { PaymentPlanMessages } from '@serendib/domain/payment-plans'
import { QuoteMessages } from '@serendib/domain/quotes'
import { useCallback } from 'react'
import { usePortalI18n } from './portal-i18n'

export const QUOTE_PORTAL_MESSAGES: Record<string, PortalMessageId> = {
  [QuoteMessages.itinerary]: 'quotes.msg.itinerary',
  [QuoteMessages.dayTooLong]: 'quotes.msg.dayTooLong',
  [QuoteMessages.total]: 'quotes.msg.total',
  [QuoteMessages.depositBelowTotal]: 'quotes.msg.depositBelowTotal',
  [PaymentPlanMessages.depositPercent]: 'quotes.msg.depositPercent',
  [PaymentPlanMessages.depositCents]: 'quotes.msg.depositCents',
  [PaymentPlanMessages.balanceDays]: 'quotes.msg.balanceDays',
  [QuoteMessages.validUntil]: 'quotes.msg.validUntil',
  [QuoteMessages.notAnswerable]: 'quotes.msg.notAnswerable',
  [QuoteMessages.quoted]: 'quotes.msg.quoted',
  [QuoteMessages.messageEmpty]: 'quotes.msg.messageEmpty',
  [QuoteMessages.messageTooLong]: 'quotes.msg.messageTooLong',
  [QuoteMessages.closed]: 'quotes.msg.closed',
  [QuoteMessages.declinedBySupplier]: 'quotes.msg.declinedBySupplier',
  [QuoteMessages.declined]: 'quotes.msg.alreadyDeclined',
  'Quote not found': 'quotes.msg.notFound',
}

export function useQuoteMessage(): (text: string) => string {
  const { t } = usePortalI18n()
  return useCallback(
    (text: string) => {
      const id = QUOTE_PORTAL_MESSAGES[text]
      return id ? t(id) : text
    },
    [t],
  )
}

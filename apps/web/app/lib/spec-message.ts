import { specMessage } from '@serendib/domain/i18n/spec-messages'
import { useCallback } from 'react'
import { useTranslator } from './i18n'

/**
 * A spec message (validation, status: the domain's and the API's English contract) in the
 * page's language when the catalogue has it (decision 077), arguments included ("Traveler 2 …",
 * "… sold out on 24/12/2026 …": `message-lookup.ts`, the portal's mechanism too); any other text
 * as it is.
 */
export function useSpecMessage(): (text: string) => string {
  const { t } = useTranslator()
  return useCallback(
    (text: string) => {
      const found = specMessage(text)
      if (!found) return text
      // A page whose areas lack the message (a refusal outside the `refusal` area's pages) gets
      // Lingui's id back: it shows the server's English instead.
      const shown = t(found.id, found.values)
      return shown === found.id ? text : shown
    },
    [t],
  )
}

import { specMessageId } from '@serendib/domain/i18n/spec-messages'
import { useCallback } from 'react'
import { useTranslator } from './i18n'

/**
 * A spec message (validation, status: the domain's and the API's English contract) in the
 * page's language when the catalogue has it (decision 077); any other text as it is.
 */
export function useSpecMessage(): (text: string) => string {
  const { t } = useTranslator()
  return useCallback(
    (text: string) => {
      const id = specMessageId(text)
      return id ? t(id) : text
    },
    [t],
  )
}

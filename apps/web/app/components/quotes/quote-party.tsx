import type { QuoteListItem } from '@serendib/domain/api/quotes'
import { useTranslator } from '../../lib/i18n'

/** "2 adults, 1 child" in the page's language. */
export function QuoteParty({ q }: { q: Pick<QuoteListItem, 'adults' | 'children'> }) {
  const { t } = useTranslator()
  return (
    <>
      {t('quotes.adults', { count: q.adults })}
      {q.children > 0 ? `, ${t('quotes.children', { count: q.children })}` : ''}
    </>
  )
}

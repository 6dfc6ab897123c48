import { specMessages, specMessageId } from '@serendib/domain/i18n/spec-messages'
import { TRAVELLER_LOCALES, type TravellerLocale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { Messages } from '@serendib/domain/messages'
import type { ActivityCard, Paginated } from '@serendib/domain/catalogue-api'
import { TourType } from '@serendib/domain/tour-types'
import { describe, expect, it } from 'vitest'
import { travellerSummary, travellerSummaryIn } from './cart-view'
import { translate } from './message-catalogue'
import { searchHeading } from './search-meta'
import { summaryText } from './search-summary'

const translator = (locale: TravellerLocale) => ({
  locale,
  tag: locale === 'zh' ? 'zh-Hans' : locale,
  t: (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values),
})

const page = (total: number, from: number, to: number, last_page: number) =>
  ({ total, from, to, last_page, total_capped: false, data: [] }) as unknown as Paginated<ActivityCard>

describe('the traveller pages in every language (decision 077)', () => {
  it('keeps the spec messages in English exactly as the domain spells them, and translates them elsewhere', () => {
    for (const [id, english] of Object.entries(specMessages)) {
      expect(translate('en', id as MessageId)).toBe(english)
      expect(specMessageId(english)).toBe(id)
      for (const locale of TRAVELLER_LOCALES.filter((l) => l !== 'en'))
        expect(translate(locale, id as MessageId), `${locale} ${id}`).not.toBe(english)
    }
    expect(translate('en', 'msg.notFoundPage')).toBe('Opps! We could not find the page you are looking for.')
    expect(translate('en', 'msg.pickupLocationFirst')).toBe('Please select pick-up loaction first')
    expect(translate('de', 'msg.terms')).toBe('Sie müssen den Geschäftsbedingungen zustimmen')
    // A message with a number in it is found too, its number read back (server-refusals.test.ts).
    expect(specMessageId(CheckoutMessages.travellerFirstName(2))).toBe('refusal.travellerFirstName')
    expect(specMessageId('Something the server says of its own')).toBeNull()
    expect(specMessageId(Messages.noResults)).toBe('msg.noResults')
  })

  it('counts travellers with Russian’s one, few and many forms: 1, 2, 5, 21', () => {
    const ru = translator('ru')
    const adults = (n: number) => travellerSummaryIn({ adults: n, children: 0, infants: 0 }, ru)
    expect([1, 2, 5, 21].map(adults)).toEqual(['1 взрослый', '2 взрослых', '5 взрослых', '21 взрослый'])
    expect(travellerSummaryIn({ adults: 2, children: 1, infants: 5 }, ru)).toBe(
      '2 взрослых, 1 ребёнок, 5 младенцев',
    )
    expect(travellerSummaryIn({ adults: 2, children: 1, infants: 0 }, translator('de'))).toBe(
      '2 Erwachsene, 1 Kind',
    )
    // English stays the cart's own words.
    const counts = { adults: 2, children: 1, infants: 0 }
    expect(travellerSummaryIn(counts, translator('en'))).toBe(travellerSummary(counts))
    expect(travellerSummary(counts)).toBe('2 Adults, 1 Child')
  })

  it('says how many tours were found in the language, numbers through Intl, English unchanged', () => {
    const ru = translator('ru')
    expect([1, 2, 5, 21].map((n) => summaryText(page(n, 1, n, 1), false, false, ru))).toEqual([
      'Найден 1 тур',
      'Найдено 2 тура',
      'Найдено 5 туров',
      'Найден 21 тур',
    ])
    expect(summaryText(page(1234, 13, 24, 103), false, false, translator('de'))).toBe(
      '13–24 von 1.234 Touren',
    )
    expect(summaryText(page(0, 0, 0, 0), false, true, translator('fr'))).toBe('Aucun transfert trouvé')
    expect(summaryText(page(140, 13, 24, 12), false, false, translator('en'))).toBe(
      'Showing 13–24 of 140 tours',
    )
    expect(summaryText(page(140, 13, 24, 12), false, false)).toBe('Showing 13–24 of 140 tours')
  })

  it('names the search page in the language, English as the spec has it', () => {
    const de = (id: MessageId, values?: Record<string, unknown>) => translate('de', id, values)
    expect(searchHeading(TourType.day, ['Kandy'], ['Culture'], de)).toBe('Tagestouren in Kandy: Culture')
    expect(searchHeading(null, [], [], de)).toBe('Alle Touren')
    expect(searchHeading(TourType.day, ['Kandy'], ['Culture'])).toBe('Day Tours in Kandy on Culture')
  })
})

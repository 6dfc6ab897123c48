import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { describe, expect, it } from 'vitest'
import { tourDatesIn, travellersIn } from './account-i18n'
import { translate } from './message-catalogue'

const t = (locale: TravellerLocale) => (id: MessageId, values?: Record<string, unknown>) =>
  translate(locale, id, values)
const counts = (adults: number, children = 0, infants = 0) => ({
  num_adults: adults,
  num_children: children,
  num_infants: infants,
})

describe('the account pages’ words from data (decision 077)', () => {
  it('counts a booking’s travellers in the page’s language, Russian’s forms included; English as before', () => {
    expect(travellersIn({ t: t('en') }, counts(2, 1))).toBe('2 adults, 1 child')
    expect(travellersIn({ t: t('de') }, counts(2, 1))).toBe('2 Erwachsene, 1 Kind')
    expect([1, 2, 5, 21].map((n) => travellersIn({ t: t('ru') }, counts(n)))).toEqual([
      '1 взрослый',
      '2 взрослых',
      '5 взрослых',
      '21 взрослый',
    ])
    expect(travellersIn({ t: t('ja') }, counts(0))).toBe('旅行者なし')
  })

  it('writes a tour’s days with the translator’s date, one day or a span', () => {
    const date = (day: string) => `<${day}>`
    expect(tourDatesIn({ date }, { start_date: '2026-12-24', end_date: '2026-12-24' })).toBe('<2026-12-24>')
    expect(tourDatesIn({ date }, { start_date: '2026-12-24', end_date: '2026-12-27' })).toBe(
      '<2026-12-24> – <2026-12-27>',
    )
  })

  it('has every booking status in every language, the spec’s English unchanged', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => t('en')(`acct.status.${s}` as MessageId))).toEqual([
      'Pending',
      'Confirmed',
      'Rejected',
      'Canceled',
      'Completed',
      'Dispute',
    ])
    expect(t('de')('acct.status.1')).toBe('Bestätigt')
  })
})

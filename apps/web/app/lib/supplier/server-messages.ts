import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { portalOperationsEn } from '@serendib/domain/i18n/portal/operations/en'
import { portalProfileEn } from '@serendib/domain/i18n/portal/profile/en'
import { portalTeamEn } from '@serendib/domain/i18n/portal/team/en'
import { portalToursEn } from '@serendib/domain/i18n/portal/tours/en'
import { englishMessageLookup, type FoundMessage } from '@serendib/domain/i18n/message-lookup'
import { supplierProfileLabels } from '@serendib/domain/supplier-profile'
import { usePortalI18n, type PortalTranslator } from './portal-i18n'

/**
 * The API's and the domain's sentences in the portal's language (decision 078). The server keeps
 * answering in English (one contract, the same words for OCTO and the console); the portal finds
 * the sentence's id by its English text, which is the domain constant the catalogue's English is
 * built from (`portal/tours/en.ts`, `msg.*`), and reads its arguments back out of it — the same
 * lookup the traveller pages use (`message-lookup.ts`). A sentence the catalogue does not know
 * stays English.
 */
type Rule = { pattern: RegExp; id: PortalMessageId; names: string[] }

// The two plural sentences, written out (the English picks traveller/travellers itself).
const pluralRules: Rule[] = [
  {
    pattern: /^Capacity can not be below the (\d+) travellers? already booked$/,
    id: 'msg.editor.capacityBelowBooked',
    names: ['booked'],
  },
  {
    pattern:
      /^The (.+?) start has (\d+) travellers? booked on future dates: close it on the calendar instead of removing it$/,
    id: 'msg.editor.startTimeHasBookings',
    names: ['time', 'booked'],
  },
]
// Every other msg.* sentence, found by its English text (the shared mechanism, message-lookup.ts).
const lookup = englishMessageLookup(
  (
    Object.entries({ ...portalToursEn, ...portalProfileEn, ...portalTeamEn, ...portalOperationsEn }) as [
      PortalMessageId,
      string,
    ][]
  ).filter(([id]) => id.startsWith('msg.')),
)

function find(text: string): FoundMessage<PortalMessageId> | null {
  const found = lookup(text)
  if (found) return found
  for (const rule of pluralRules) {
    const match = rule.pattern.exec(text)
    if (!match) continue
    const values: Record<string, string | number> = {}
    rule.names.forEach((name, i) => {
      const value = match[i + 1]!
      values[name] = /^\d+$/.test(value) ? Number(value) : value
    })
    return { id: rule.id, values }
  }
  return null
}

const BANDS = new Set(['adult', 'child', 'infant'])
/** "Business name is required": the profile's field names are words of the sentence too. */
const PROFILE_FIELDS = new Map(
  Object.entries(supplierProfileLabels).map(([field, label]) => [
    label,
    `profile.field.${field}` as PortalMessageId,
  ]),
)

function translateOne(t: PortalTranslator['t'], text: string): string | null {
  const found = find(text)
  if (!found) return null
  const values: Record<string, unknown> = { ...found.values }
  for (const [name, value] of Object.entries(values)) {
    // "The adult and child age ranges overlap": band and field names are words of the sentence.
    if (typeof value !== 'string') continue
    if (BANDS.has(value)) values[name] = t(`band.${value}` as PortalMessageId)
    const field = PROFILE_FIELDS.get(value)
    if (field) values[name] = t(field)
  }
  return t(found.id, values)
}

/** `text` in the portal's language, or as it came when the catalogue does not know it. */
export function translateServerMessage(portal: PortalTranslator, text: string): string {
  if (portal.locale === 'en' || !text) return text
  const whole = translateOne(portal.t, text)
  if (whole !== null) return whole
  // "IMG_2041.jpg: A photo may be at most 20 MB": a file's name before the sentence.
  const colon = text.indexOf(': ')
  if (colon > 0) {
    const rest = translateOne(portal.t, text.slice(colon + 2))
    if (rest !== null) return `${text.slice(0, colon)}: ${rest}`
  }
  return text
}

/** The translator of the API's sentences for this page's language. */
export function useServerMessage(): (text: string) => string {
  const portal = usePortalI18n()
  return (text) => translateServerMessage(portal, text)
}

/**
 * Which catalogue message an English sentence is, and its arguments (decisions 077, 078). The
 * API and the domain answer in the spec's English (a contract); the pages find the sentence's id
 * by its English text, which is the domain constant the English catalogue is built from, and read
 * the arguments back out of it ("Traveler {person} first name can not be empty" → person: 2).
 * One mechanism for the portal (`lib/supplier/server-messages.ts`) and the traveller pages
 * (`lib/spec-message.ts`). Plural messages are skipped: their English picks its own words, so a
 * caller that needs one writes its pattern out.
 */
export interface FoundMessage<Id extends string> {
  id: Id
  /** The arguments as the sentence had them; all digits become numbers (for plurals and Intl). */
  values: Record<string, string | number>
}

export type MessageLookup<Id extends string> = (text: string) => FoundMessage<Id> | null

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PLACEHOLDER = /\{(\w+)\}/g

export function englishMessageLookup<Id extends string>(english: Iterable<[Id, string]>): MessageLookup<Id> {
  const exact = new Map<string, Id>()
  const patterns: { pattern: RegExp; id: Id; names: string[] }[] = []
  for (const [id, text] of english) {
    if (text.includes(', plural,')) continue
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, id)
      continue
    }
    const body = text
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)')
    patterns.push({ pattern: new RegExp(`^${body}$`), id, names })
  }
  return (text) => {
    const id = exact.get(text)
    if (id) return { id, values: {} }
    for (const { pattern, id: patternId, names } of patterns) {
      const found = pattern.exec(text)
      if (!found) continue
      const values: Record<string, string | number> = {}
      names.forEach((name, i) => {
        const value = found[i + 1]!
        values[name] = /^\d+$/.test(value) ? Number(value) : value
      })
      return { id: patternId, values }
    }
    return null
  }
}

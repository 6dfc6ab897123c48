/**
 * Which catalogue message an English sentence is, and its arguments (decisions 077, 078). The
 * API and the domain answer in the spec's English (a contract); the pages find the sentence's id
 * by its English text, which is the domain constant the English catalogue is built from, and read
 * the arguments back out of it ("Traveler {person} first name can not be empty" → person: 2).
 * One mechanism for the portal (`lib/supplier/server-messages.ts`) and the traveller pages
 * (`lib/spec-message.ts`). A plural message (`{n, plural, one {…} other {…}}`) is found by each
 * of its English forms, `#` read back as the count (issue 31: "Only 1 place is left…").
 */
export interface FoundMessage<Id extends string> {
  id: Id
  /** The arguments as the sentence had them; all digits become numbers (for plurals and Intl). */
  values: Record<string, string | number>
}

export type MessageLookup<Id extends string> = (text: string) => FoundMessage<Id> | null

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PLACEHOLDER = /\{(\w+)\}/g
const PLURAL = /\{(\w+), plural,/

/** The end of the `{…}` group opened at `start`, or -1. */
function closing(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

/** One sentence an English ICU message can be, and the counts its form fixes without saying them. */
export interface EnglishForm {
  text: string
  /** "{n, plural, one {Photo uploaded} …}": the form "Photo uploaded" means n = 1. */
  counts: Record<string, number>
}

/**
 * The sentences an English ICU message can be: one per form of each plural in it, `#` written
 * as `{count}` ("{n, plural, one {# hour} other {# hours}}" → "{n} hour", "{n} hours").
 */
export function englishForms(text: string, counts: Record<string, number> = {}): EnglishForm[] {
  const found = PLURAL.exec(text)
  const end = found ? closing(text, found.index) : -1
  if (!found || end < 0) return [{ text, counts }]
  const [before, after, name] = [text.slice(0, found.index), text.slice(end + 1), found[1]!]
  const forms: EnglishForm[] = []
  let i = found.index + found[0].length
  while (i < end) {
    const open = text.indexOf('{', i)
    if (open < 0 || open >= end) break
    const close = closing(text, open)
    if (close < 0) break
    const selector = text.slice(i, open).trim()
    const body = text.slice(open + 1, close)
    // English says "one" only of 1; "=0" of 0. A form that shows `#` reads its count back.
    const fixed = selector === 'one' ? 1 : selector.startsWith('=') ? Number(selector.slice(1)) : null
    const said = body.includes('#')
    forms.push(
      ...englishForms(
        before + body.replaceAll('#', `{${name}}`) + after,
        fixed !== null && !said ? { ...counts, [name]: fixed } : counts,
      ),
    )
    i = close + 1
  }
  return forms
}

export function englishMessageLookup<Id extends string>(english: Iterable<[Id, string]>): MessageLookup<Id> {
  const exact = new Map<string, FoundMessage<Id>>()
  const patterns: { pattern: RegExp; id: Id; names: string[]; counts: Record<string, number> }[] = []
  for (const [id, message] of english)
    for (const { text, counts } of englishForms(message)) {
      const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, { id, values: { ...counts } })
        continue
      }
      const body = text
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)')
      patterns.push({ pattern: new RegExp(`^${body}$`), id, names, counts })
    }
  return (text) => {
    const known = exact.get(text)
    if (known) return { id: known.id, values: { ...known.values } }
    for (const { pattern, id: patternId, names, counts } of patterns) {
      const found = pattern.exec(text)
      if (!found) continue
      const values: Record<string, string | number> = { ...counts }
      names.forEach((name, i) => {
        const value = found[i + 1]!
        values[name] = /^\d+$/.test(value) ? Number(value) : value
      })
      return { id: patternId, values }
    }
    return null
  }
}

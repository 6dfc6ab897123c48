/**
 * Test helper of the contract sweep (issue 27): values for a JSON Schema of the OpenAPI
 * document. `validValue` makes a value the schema accepts; `candidateValues` makes the awkward
 * ones: wrong types, huge and unicode text, NUL bytes, negative, huge and fractional numbers,
 * impossible and far-off dates, arrays over their limit. `conforms` (Ajv, JSON Schema 2020-12 as
 * OpenAPI 3.1 has it) and `odd` let contract-spoils.ts class each one; `seededRandom` draws the
 * sample, so a run is repeatable.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { addDays, isIsoDate, todayInColombo } from '@serendib/domain/dates'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  format?: string
  default?: unknown
}

/** mulberry32: a small seeded generator; the same seed gives the same sweep. */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[items[i], items[j]] = [items[j]!, items[i]!]
      }
      return items
    },
  }
}
export type Random = ReturnType<typeof seededRandom>

/** Every script the site serves (conventions 14), and text that is hard on parsers and SQL. */
export const AWKWARD_TEXT = [
  'ශ්‍රී ලංකාව සංචාරය',
  'இலங்கை சுற்றுலா',
  '斯里兰卡旅游',
  'श्रीलंका यात्रा',
  'Шри-Ланка',
  'سريلانكا',
  '🐘🌴🏝️👨‍👩‍👧',
  'O\'Brien "quoted" 100% _under_ \\slash',
  '<script>alert(1)</script>',
  '   ',
  '\uD800 lone surrogate',
]
export const HUGE = 100_000
export const IMPOSSIBLE_DATES = ['2026-02-30', '9999-99-99', '0000-00-00', '2026-13-01']
export const FAR_DATES = ['9999-12-31', '1900-01-01', '0001-01-01']
export const FAR_MONTHS = ['9999-12', '0000-01', '1900-01']

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
addFormats.default(ajv)
const validators = new WeakMap<object, (value: unknown) => boolean>()

/** Does the schema accept the value? (The zod schema behind it may still refuse it: refinements.) */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema)
  if (!validate) {
    const compiled = ajv.compile(schema)
    validate = (v) => compiled(v) as boolean
    validators.set(schema, validate)
  }
  return validate(value)
}

/** Query strings are text: a schema's number accepts "12" the way the server's coercion does. */
const queryAjv = new Ajv2020({ strict: false, coerceTypes: true, validateFormats: false })
const queryValidators = new WeakMap<object, (value: unknown) => boolean>()
export function queryConforms(schema: JsonSchema, value: string): boolean {
  let validate = queryValidators.get(schema)
  if (!validate) {
    // Ajv coerces properties, not the root value.
    const compiled = queryAjv.compile({ type: 'object', properties: { v: schema } })
    validate = (v) => compiled({ v }) as boolean
    queryValidators.set(schema, validate)
  }
  return validate(value)
}

const DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}'
const MONTH_PATTERN = '-(0[1-9]|1[0-2])$'
const DATE_NAME = /date|_on$|^day$|^from$|^to$|^start$|^end$/i

/**
 * A value the schema lets through that nobody can mean: a NUL byte in text, or an impossible
 * date where a date is asked for (a name "2026-02-30" is only odd). It may be refused or
 * accepted without it, but never stored by a refused request.
 */
export function odd(schema: JsonSchema, name: string, value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value.includes('\u0000')) return true
  return wantsDate(schema, name) && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isIsoDate(value)
}

function wantsDate(schema: JsonSchema, name: string): boolean {
  return DATE_NAME.test(name) || [schema, ...branches(schema)].some((s) => s.pattern?.includes(DATE_PATTERN))
}

const types = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : []
const branches = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? []

/** One day for every date of a request, so a range is never backwards. */
const DAY = addDays(todayInColombo(), 45)

/** Strings that match the patterns the contract uses, tried in order. */
function patternCandidates(): string[] {
  const day = DAY
  return [
    day,
    day.slice(0, 7),
    '09:30',
    'sweep@example.com',
    '+94 77 123 4567',
    'sweep-test',
    '1,2',
    '1',
    '12',
    '00000000-0000-4000-8000-000000000001',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
    'abc',
  ]
}

const byName: [RegExp, string][] = [
  [/e_?mail|username/i, 'sweep@example.com'],
  [/phone|mobile/i, '+94 77 123 4567'],
  [/currency/i, 'USD'],
  [/password/i, 'Sweep!Pass-2026'],
  [/link_url$/i, '/search?key=tea'],
  [/url$/i, 'http://localhost:3000'],
  [/provider$/i, 'google'],
  [/date|_on$|^day$/i, ''],
  // Numbers written as text (idText, intText) are plain strings in the document.
  [/(^|_)(id|page|limit|stars|type|min|max|na|nc|ni|count|quantity)$/i, '1'],
]

function validString(schema: JsonSchema, name: string): string {
  const hinted = byName.find(([re]) => re.test(name))?.[1]
  const tries = [
    ...(hinted === '' ? [DAY] : hinted ? [hinted] : []),
    ...(schema.format === 'uuid' ? ['00000000-0000-4000-8000-000000000001'] : []),
    ...(schema.pattern ? patternCandidates() : []),
    'Sweep test text',
  ]
  for (const text of tries) if (conforms(schema, text)) return text
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12))
  return 'sweep'.repeat(length).slice(0, length)
}

function validNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 1)
  return Math.min(Math.max(low, 1), high)
}

/** A value the schema accepts, with every optional field filled in (so each can be spoiled). */
export function validValue(schema: JsonSchema, name = '', depth = 0): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, name, depth)
  const options = branches(schema)
  if (options.length) {
    const concrete = options.filter((b) => !types(b).includes('null') && !(b.enum && b.enum[0] === ''))
    return validValue(concrete[0] ?? options[0]!, name, depth)
  }
  const type = types(schema).find((t) => t !== 'null') ?? 'string'
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {}
      if (depth > 6) return value
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = validValue(property, key, depth + 1)
      return value
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(1, schema.maxItems ?? 1))
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, depth + 1))
    }
    case 'integer':
    case 'number':
      return validNumber(schema)
    case 'boolean':
      return true
    default:
      return validString(schema, name)
  }
}

/** The awkward values tried in place of a scalar, an array or an object. */
export function candidateValues(schema: JsonSchema, name: string, valid: unknown, random: Random): unknown[] {
  const all = [schema, ...branches(schema)]
  const kinds = new Set(all.flatMap(types))
  const text = typeof valid === 'string' ? valid : 'sweep'
  const values: unknown[] = [null, {}, [], true, 12345, 'not-a-value']
  if (kinds.has('string') || kinds.size === 0) {
    const maxLength = Math.min(...all.map((s) => s.maxLength ?? HUGE))
    values.push(
      'x'.repeat(HUGE),
      random.pick(AWKWARD_TEXT),
      random
        .pick(AWKWARD_TEXT)
        .repeat(Math.ceil(maxLength / 10))
        .slice(0, maxLength),
      `${text}\u0000`,
      '',
      `${text} `.repeat(3),
      ...(wantsDate(schema, name) ? [...IMPOSSIBLE_DATES, ...FAR_DATES] : [random.pick(IMPOSSIBLE_DATES)]),
      ...(all.some((s) => s.pattern?.includes(MONTH_PATTERN)) ? FAR_MONTHS : []),
    )
  }
  if (kinds.has('integer') || kinds.has('number')) {
    const maximum = Math.min(...all.map((s) => s.maximum ?? Number.MAX_SAFE_INTEGER))
    values.push(-1, 0, 1.5, -1e308, 1e308, 2 ** 53 + 2, 2_147_483_648, maximum, '12', 'NaN', 'Infinity')
  }
  if (kinds.has('boolean')) values.push('true', 1, 0)
  if (kinds.has('array')) {
    const maxItems = all.find((s) => s.maxItems !== undefined)?.maxItems ?? 1000
    const item = Array.isArray(valid) && valid.length ? valid[0] : 1
    values.push(
      Array.from({ length: maxItems + 1 }, () => item),
      [null],
      ['x'.repeat(HUGE)],
    )
  }
  for (const s of all) if (s.enum) values.push('zzz', 999, ...s.enum.slice(-1))
  return values
}

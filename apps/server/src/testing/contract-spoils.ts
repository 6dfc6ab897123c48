/**
 * Test helper of the contract sweep (issue 27): the ways to spoil one thing in a valid request,
 * each a `Spoil` that edits a draft of it: a path id (%00, overlong, negative, unknown), one
 * query parameter, one body field (schema-values.ts, recursively), a required field left out,
 * an extra one. Each is classed by the contract: `bad`, `odd` or `legit` (CaseKind).
 */
import {
  candidateValues,
  conforms,
  HUGE,
  odd,
  queryConforms,
  type JsonSchema,
  type Random,
} from './schema-values.ts'

/**
 * bad: the contract refuses it, so it must store nothing. odd: the contract lets it through but
 * nobody means it (a NUL byte, 2026-02-30 for a date): a refusal must store nothing. legit: awkward
 * but allowed (a Sinhala search); a changing call gets it only aimed at an id no row has.
 */
export type CaseKind = 'bad' | 'odd' | 'legit'

/** A path or query parameter of the OpenAPI document. */
export interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: JsonSchema
}

/** Path segments no id can be (encoded as sent on the wire). */
const JUNK_SEGMENTS = [
  '%00',
  '1%00',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  'x'.repeat(5000),
  '9'.repeat(400),
  encodeURIComponent('ශ්‍රී'),
  '%F0%9F%90%98',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
]
/** An id of the right shape that no row has. */
export const ABSENT_ID = '2147483646'
export const isIdParam = (name: string) => name === 'id' || /Id$/.test(name)

export interface Spoil {
  where: string
  kind: CaseKind
  /** The schema lets it through to the handler (tried before mere type errors). */
  passes?: boolean
  /** Tried before anything else at its place (%00 and overlong ids). */
  first?: boolean
  label: string
  apply: (r: Draft) => void
}
export interface Draft {
  params: Record<string, string>
  query: [string, string][]
  body: unknown
  /** Raw text instead of JSON.stringify(body). */
  raw?: string
  /** Raw text after the query (not encoded again). */
  rawQuery?: string
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined')
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length})` : text
}

/** Each awkward value in place of one body location, recursively, and each required field left out. */
export function bodySpoils(
  schema: JsonSchema,
  valid: unknown,
  random: Random,
  at: (string | number)[],
  out: Spoil[],
) {
  const where = `body${at.map((k) => `.${k}`).join('')}`
  const set = (value: unknown) => (r: Draft) => {
    if (at.length === 0) return void (r.body = value)
    let node = r.body as Record<string | number, unknown>
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
    node[at.at(-1)!] = value
  }
  for (const value of candidateValues(schema, String(at.at(-1) ?? ''), valid, random)) {
    const passes = conforms(schema, value)
    const kind = !passes ? 'bad' : odd(schema, String(at.at(-1) ?? ''), value) ? 'odd' : 'legit'
    out.push({ where, kind, passes, label: `${where} = ${show(value)}`, apply: set(value) })
  }
  if (at.length > 5) return
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const object = schema.anyOf?.find((b) => b.properties) ?? schema
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      bodySpoils(property, (valid as Record<string, unknown>)[key], random, [...at, key], out)
      if (object.required?.includes(key)) {
        out.push({
          where: `${where}.${key}`,
          kind: 'bad',
          label: `${where}.${key} missing`,
          apply: (r) => {
            let node = r.body as Record<string | number, unknown>
            for (const k of at) node = node[k] as Record<string | number, unknown>
            delete node[key]
          },
        })
      }
    }
    out.push({
      where,
      kind: 'legit',
      label: `${where} + extra field`,
      apply: set({ ...valid, sweep_extra: 'x' }),
    })
  }
  if (Array.isArray(valid) && valid.length) {
    const array = schema.anyOf?.find((b) => b.items) ?? schema
    if (array.items) bodySpoils(array.items, valid[0], random, [...at, 0], out)
  }
}

export function querySpoils(params: Parameter[], random: Random, out: Spoil[]) {
  for (const param of params) {
    const schema = param.schema ?? {}
    const where = `query.${param.name}`
    const values = candidateValues(schema, param.name, undefined, random)
      .filter((v) => v !== null && typeof v !== 'object')
      .map(String)
    values.push('1e309', '99999999999999999999', '%00'.repeat(3))
    for (const value of values) {
      const passes = queryConforms(schema, value)
      out.push({
        where,
        kind: !passes ? 'bad' : odd(schema, param.name, value) ? 'odd' : 'legit',
        passes,
        label: `${where} = ${show(value)}`,
        apply: (r) => {
          r.query = r.query.filter(([k]) => k !== param.name)
          r.query.push([param.name, value])
        },
      })
    }
    out.push({
      where,
      kind: 'bad',
      label: `${where} twice`,
      apply: (r) => r.query.push([param.name, 'x'.repeat(HUGE / 10)], [param.name, '\u0000']),
    })
    out.push({
      where,
      kind: param.required ? 'bad' : 'legit',
      label: `${where} missing`,
      apply: (r) => void (r.query = r.query.filter(([k]) => k !== param.name)),
    })
  }
  out.push({
    where: 'query',
    kind: 'legit',
    label: 'query + unknown parameters',
    apply: (r) => r.query.push(['sweep_extra', '1'], ['x[y][z]', '%00']),
  })
  out.push({
    where: 'query',
    kind: 'legit',
    label: 'query with broken encoding',
    apply: (r) => void (r.rawQuery = '%E0%A4%A=%00&%ZZ&a[b][c]=1&a=2&=&&'),
  })
}

export function pathSpoils(params: Parameter[], out: Spoil[]) {
  for (const param of params) {
    for (const junk of [...JUNK_SEGMENTS, ABSENT_ID])
      out.push({
        where: `path.${param.name}`,
        kind: 'bad',
        first: junk === '%00' || junk.length > 1000,
        label: `path.${param.name} = ${show(junk)}`,
        apply: (r) => void (r.params[param.name] = junk),
      })
  }
}

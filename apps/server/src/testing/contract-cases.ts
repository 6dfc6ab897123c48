/**
 * Test helper of the contract sweep (issue 27): every operation of the OpenAPI document the app
 * builds, and for each a bounded, seeded sample of requests that spoil one thing at a time in an
 * otherwise valid request (contract-spoils.ts): a path id, one query parameter or one body field,
 * a missing required field, an extra one, a body that is not JSON; with the token that gets
 * past the area's guard, and a probe with every other kind of token.
 */
import {
  ABSENT_ID,
  bodySpoils,
  isIdParam,
  pathSpoils,
  querySpoils,
  type CaseKind,
  type Draft,
  type Parameter,
  type Spoil,
} from './contract-spoils.ts'
import { validValue, type JsonSchema, type Random } from './schema-values.ts'

export type { CaseKind } from './contract-spoils.ts'

export type TokenKind = 'admin' | 'supplier' | 'customer' | 'octo' | 'none'

interface DocOperation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>
}

export interface Operation {
  /** `POST /api/admin/bookings/{id}/refunds`. */
  name: string
  method: string
  path: string
  pathParams: Parameter[]
  query: Parameter[]
  body?: JsonSchema
  /** The token that gets past the area's guard. */
  token: TokenKind
}

export interface SweepCase {
  operation: Operation
  method: string
  url: string
  /** JSON text, sent as application/json. */
  payload?: string
  token: TokenKind
  kind: CaseKind
  label: string
}

/** Whose token an area lets in (route folders are URL prefixes with one guard each, decision 020). */
function tokenFor(path: string, secured: boolean): TokenKind {
  if (path.startsWith('/api/admin/')) return 'admin'
  if (path.startsWith('/api/supplier/')) return 'supplier'
  if (path.startsWith('/octo/')) return 'octo'
  return secured ? 'customer' : 'none'
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema,
      token: tokenFor(path, Boolean(op.security?.length)),
    })),
  )
}

function urlOf(op: Operation, draft: Draft): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.params[name] ?? '1')
  // Junk segments are already encoded as they would travel; query values are encoded here.
  const search = [
    // A lone surrogate cannot travel as UTF-8: it arrives as U+FFFD.
    ...draft.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.toWellFormed())}`),
    ...(draft.rawQuery ? [draft.rawQuery] : []),
  ].join('&')
  return search ? `${path}?${search}` : path
}

export interface CaseOptions {
  random: Random
  /** Real values of path parameters (a tour the supplier owns), else '1'. */
  ids: Record<string, string>
  /** At most this many spoiled requests per operation (every location gets one first). */
  perOperation: number
}

/**
 * The valid request and a sample of spoiled ones for one operation. A changing operation gets
 * only bad cases (and awkward-but-allowed ones aimed at an id no row has), so none of its
 * requests may store anything; a reading one gets both.
 */
export function casesFor(op: Operation, { random, ids, perOperation }: CaseOptions): SweepCase[] {
  const reads = op.method === 'GET'
  const base = (): Draft => ({
    params: Object.fromEntries(op.pathParams.map((p) => [p.name, ids[p.name] ?? '1'])),
    query: op.query.flatMap((p) => {
      const value = validValue(p.schema ?? {}, p.name)
      return value === undefined ? [] : [[p.name, String(value)] as [string, string]]
    }),
    body: op.body ? validValue(op.body) : undefined,
  })
  const baseline = base()
  const spoils: Spoil[] = []
  pathSpoils(op.pathParams, spoils)
  querySpoils(op.query, random, spoils)
  if (op.body) {
    bodySpoils(op.body, baseline.body, random, [], spoils)
    spoils.push({
      where: 'body',
      kind: 'bad',
      label: 'body is not JSON',
      apply: (r) => void (r.raw = '{"a":'),
    })
    spoils.push({
      where: 'body',
      kind: 'bad',
      label: 'body with __proto__',
      apply: (r) => void (r.raw = `{"__proto__":{"admin":true},${JSON.stringify(r.body).slice(1)}`),
    })
  } else if (!reads) {
    spoils.push({ where: 'body', kind: 'bad', label: 'body is not JSON', apply: (r) => void (r.raw = '[1,') })
  }
  const absentId = op.pathParams.some((p) => isIdParam(p.name))
  // Round robin over the locations, a random spoil of each, so every field is spoiled once first.
  const byWhere = new Map<string, Spoil[]>()
  for (const spoil of spoils) {
    if (!reads && spoil.kind === 'legit' && !absentId) continue
    byWhere.set(spoil.where, [...(byWhere.get(spoil.where) ?? []), spoil])
  }
  // Values the schema lets through reach the handler, where the surprises are: odd ones first,
  // then allowed ones, then mere type errors (taken from the end).
  const rank = (s: Spoil) => (s.first ? 3 : s.kind === 'odd' ? 2 : s.passes ? 1 : 0)
  for (const [where, list] of byWhere)
    byWhere.set(
      where,
      [0, 1, 2, 3].flatMap((r) => random.shuffle(list.filter((s) => rank(s) === r))),
    )
  const chosen: Spoil[] = []
  const lists = random.shuffle([...byWhere.values()])
  while (chosen.length < perOperation && lists.some((l) => l.length)) {
    for (const list of lists) if (list.length && chosen.length < perOperation) chosen.push(list.pop()!)
  }
  const make = (draft: Draft, kind: CaseKind, label: string, token = op.token): SweepCase => ({
    operation: op,
    method: op.method,
    url: urlOf(op, draft),
    payload: draft.raw ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body)),
    token,
    kind,
    label: `${op.name} ${label}`,
  })
  const cases: SweepCase[] = []
  if (reads) cases.push(make(baseline, 'legit', 'as documented'))
  for (const spoil of chosen) {
    const draft = base()
    // Allowed input to a changing call goes to an id no row has: it must change nothing either.
    if (!reads && spoil.kind === 'legit')
      for (const p of op.pathParams) if (isIdParam(p.name)) draft.params[p.name] = ABSENT_ID
    spoil.apply(draft)
    cases.push(make(draft, spoil.kind, spoil.label))
  }
  // Every other kind of caller once: the guard's refusal must be a 4xx too.
  const probe = reads ? cases[0]! : cases.find((c) => c.kind === 'bad')
  if (probe)
    for (const token of ['admin', 'supplier', 'customer', 'none'] as TokenKind[])
      if (token !== op.token) cases.push({ ...probe, token, label: `${probe.label} (as ${token})` })
  return cases
}

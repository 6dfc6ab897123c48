import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { messageArea, underPrefix } from '@serendib/domain/i18n/message-areas'
import { en } from '@serendib/domain/i18n/messages/en'
import { describe, expect, it } from 'vitest'
import routes from '../routes'
import { COMMON_MESSAGE_AREAS, SIGN_IN_DIALOG_MESSAGE_AREAS } from './message-areas'
import { createScanner } from './message-areas-scan'
import { areaMessages, compiledCatalogue, routeMessages } from './message-catalogue'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const scanner = createScanner(appDir, new Set(Object.keys(en)))
/**
 * Modules that fetch their areas when they open, on any page, and so receive only the common
 * areas and their own (decision 068, "Since: the sign-in dialog's messages when it opens").
 */
const APART = new Map<string, readonly string[]>([
  [path.join(appDir, 'components/auth/login-dialog-shell.tsx'), SIGN_IN_DIALOG_MESSAGE_AREAS],
])
const apart = new Set(APART.keys())

interface RouteEntry {
  file: string
  children?: RouteEntry[]
}

/** Every chain of route modules a URL can render: root, its layouts, the page. */
function chains(entries: RouteEntry[], parents: string[] = ['root.tsx']): string[][] {
  return entries.flatMap((entry) => {
    const chain = [...parents, entry.file]
    return [chain, ...chains(entry.children ?? [], chain)]
  })
}

/** Whether the module has a server loader that sends its `handle.messages`. */
const sendsItsAreas = (file: string) => {
  const text = fs.readFileSync(path.join(appDir, file), 'utf8')
  return /export (async )?function loader\b/.test(text) && /routeMessages\([^;]*handle\.messages\)/.test(text)
}

/** A module with `clientLoader.hydrate` and a HydrateFallback: the server renders the fallback without its data. */
const rendersWithoutItsData = (file: string) => {
  if (file === 'root.tsx') return false
  const text = fs.readFileSync(path.join(appDir, file), 'utf8')
  return /clientLoader\.hydrate = true/.test(text) && /export function HydrateFallback\b/.test(text)
}

describe('each page receives the catalogue areas its modules use (decision 071, split per area)', () => {
  it('finds ids through imports (the header’s search box, the tour page’s booking panel)', () => {
    const root = scanner.uses(path.join(appDir, 'root.tsx'))
    expect(root.ids.get('header.search')?.some((file) => file.startsWith('components/header/'))).toBe(true)
    expect(root.ids.has('panel.bookNow')).toBe(false)
    const tour = scanner.uses(path.join(appDir, 'routes/tour-detail.tsx'))
    expect([...tour.ids.keys()].some((id) => id.startsWith('panel.'))).toBe(true)
    // `search.sort.${value}` uses every id under search.sort; useSpecMessage all of msg.
    const search = scanner.uses(path.join(appDir, 'routes/search.tsx'))
    expect(search.ids.has('search.sort.price_asc')).toBe(true)
    expect(search.areas.get('msg')).toBeDefined()
  })

  it('has every id a route module and its imports use in the areas that route receives', async () => {
    const problems = new Set<string>()
    const seen = new Set<string>()
    for (const chain of chains((await routes) as RouteEntry[])) {
      const key = chain.join(' > ')
      if (seen.has(key)) continue
      seen.add(key)
      const page = chain.at(-1)!
      const received: string[] = [...COMMON_MESSAGE_AREAS]
      const own = new Map<string, string[]>()
      for (const file of chain.slice(1)) {
        const declared = scanner.declaredAreas(path.join(appDir, file))
        if (!declared) continue
        if (!sendsItsAreas(file))
          problems.add(
            `${file} declares handle.messages but sends none: give it \`export function loader({ url }) ` +
              `{ return { messages: routeMessages(url.pathname, handle.messages) } }\` (see routes/cart.tsx)`,
          )
        else {
          received.push(...declared)
          own.set(file, declared)
        }
      }
      // Who can send a missing area: the nearest module of the chain with such a loader.
      const sender = [...chain.slice(1)].reverse().find(sendsItsAreas)
      const where = (prefix: string) =>
        sender
          ? `add '${prefix}' to handle.messages in app/${sender}`
          : `give app/${page} a server loader returning { messages: routeMessages(url.pathname, handle.messages) } ` +
            `and put '${prefix}' in its handle.messages (see app/routes/cart.tsx)`
      // One line per missing area: which ids (or prefixes), where they are used, what to add where.
      const missing = new Map<string, string[]>()
      for (const file of chain) {
        // The root's frame (header, footer, error pages) is on every page: its areas are common.
        // So is what a HydrateFallback shows: the server renders it without its route's data.
        const fallback = rendersWithoutItsData(file)
        const fix = (area: string) =>
          file === 'root.tsx' || fallback
            ? `add '${area}' to COMMON_MESSAGE_AREAS in app/lib/message-areas.ts` +
              (fallback
                ? ` (app/${file}'s HydrateFallback is server-rendered without its loader's data)`
                : '')
            : where(area)
        const available = fallback ? received.filter((prefix) => !own.get(file)?.includes(prefix)) : received
        const note = (area: string, what: string) =>
          missing.set(fix(area), [...(missing.get(fix(area)) ?? []), what])
        const { ids, areas } = scanner.uses(path.join(appDir, file), apart)
        const via = file === page ? '' : ` via ${file}`
        for (const [id, modules] of ids)
          if (!available.some((prefix) => underPrefix(id, prefix)))
            note(messageArea(id), `'${id}' (${modules.join(', ')}${via})`)
        for (const [prefix, modules] of areas)
          if (!available.some((r) => underPrefix(prefix, r)))
            note(messageArea(prefix), `every '${prefix}.…' (${modules.join(', ')}${via})`)
      }
      for (const [fix, uses] of missing) problems.add(`${page}: ${fix}; it shows ${uses.join(', ')}`)
    }
    expect([...problems].sort()).toEqual([])
  })

  it('has every id the sign-in dialog shows in the common areas or the ones it fetches when it opens', () => {
    const problems: string[] = []
    for (const [file, own] of APART) {
      const available = [...COMMON_MESSAGE_AREAS, ...own]
      const { ids, areas } = scanner.uses(file)
      for (const [id, modules] of ids)
        if (!available.some((prefix) => underPrefix(id, prefix)))
          problems.push(`${path.relative(appDir, file)}: '${id}' (${modules.join(', ')}) is in neither`)
      for (const [prefix, modules] of areas)
        if (!available.some((r) => underPrefix(prefix, r)))
          problems.push(
            `${path.relative(appDir, file)}: every '${prefix}.…' (${modules.join(', ')}) is in neither`,
          )
    }
    expect(problems).toEqual([])
    // It is fetched, not sent with every page: none of its own areas is common.
    const shell = scanner.uses([...APART.keys()][0]!)
    expect([...shell.ids.keys()].some((id) => id.startsWith('auth.'))).toBe(true)
    expect(
      COMMON_MESSAGE_AREAS.some((prefix) =>
        SIGN_IN_DIALOG_MESSAGE_AREAS.some((own) => underPrefix(own, prefix)),
      ),
    ).toBe(false)
  })

  it('sends a page only its areas, in the language of its address', () => {
    const common = areaMessages('en', COMMON_MESSAGE_AREAS)
    const ids = Object.keys(common)
    expect(ids).toContain('header.search')
    expect(ids).toContain('msg.notFoundPage')
    expect(ids.some((id) => id.startsWith('search.') || id.startsWith('checkout.'))).toBe(false)
    expect(ids.length).toBeLessThan(Object.keys(compiledCatalogue('en')).length / 2)
    // A client navigation's /de/search.data is German; the same object every time.
    const search = routeMessages('/de/search.data', ['search'])
    expect(search).toBe(routeMessages('/de/search', ['search']))
    expect(search['search.allTypes']).toEqual(compiledCatalogue('de')['search.allTypes'])
    expect(Object.keys(search).every((id) => id.startsWith('search.'))).toBe(true)
    expect(routeMessages('/supplier/tours', ['card'])).toBe(areaMessages('en', ['card']))
  })
})

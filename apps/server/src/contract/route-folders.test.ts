import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const routesDir = path.join(import.meta.dirname, '../routes')
const files = (readdirSync(routesDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'))
const routeFiles = files.filter((f) => !/\.(?:test|spec)\.ts$/.test(f))

/** Decision 020: a folder is a URL prefix and holds route plugins (and their tests) only. */
describe('route folders', () => {
  it('have no index.ts (autoload would load only the index)', () => {
    expect(routeFiles.filter((f) => path.basename(f) === 'index.ts')).toEqual([])
  })

  it('hold no SQL and no schema: queries live in services/, schemas in packages/domain/src/api', () => {
    const offending = routeFiles.filter((f) => {
      const source = readFileSync(path.join(routesDir, f), 'utf8')
      return /from '(?:drizzle-orm|@serendib\/db\/[^']*|zod)'/.test(source)
    })
    expect(offending).toEqual([])
  })

  it('each default-export a plugin', () => {
    const without = routeFiles.filter(
      (f) => !/^export default /m.test(readFileSync(path.join(routesDir, f), 'utf8')),
    )
    expect(without).toEqual([])
  })
})

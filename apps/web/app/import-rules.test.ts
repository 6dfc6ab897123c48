import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import rules of eslint.config.js (decision 019) fail silently when the resolver or the
// parser settings are wrong: every import then counts as unresolved and nothing is reported.
// These cases lint code as if it sat at a real path, so the rules must actually fire.
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function rulesBroken(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/app', file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('web import rules', () => {
  it('a feature folder may not import another feature', async () => {
    const code = "import { SearchFilters } from '../search/search-filters'\nexport const x = SearchFilters\n"
    expect(await rulesBroken(code, 'components/home/example.tsx')).toContain('import-x/no-restricted-paths')
  })

  it('a feature may import shared UI and lib', async () => {
    const code =
      "import { Pagination } from '../ui/pagination'\nimport { useHydrated } from '../../lib/use-hydrated'\n" +
      'export const x = [Pagination, useHydrated]\n'
    expect(await rulesBroken(code, 'components/home/example.tsx')).toEqual([])
  })

  it('shared UI may not import a feature', async () => {
    const code = "import { HomeSearchBar } from '../home/home-search-bar'\nexport const x = HomeSearchBar\n"
    expect(await rulesBroken(code, 'components/ui/example.tsx')).toContain('import-x/no-restricted-paths')
  })

  it('code the browser runs may not import a .server module; entry.server.tsx may', async () => {
    const code =
      "import { holdEarlyInteractionsScript } from '../../lib/hold-early-interactions.server'\n" +
      'export const x = holdEarlyInteractionsScript\n'
    expect(await rulesBroken(code, 'components/ui/example.tsx')).toContain('import-x/no-restricted-paths')
    const entry = "import { holdEarlyInteractionsScript } from './lib/hold-early-interactions.server'\n"
    expect(
      await rulesBroken(`${entry}export const x = holdEarlyInteractionsScript\n`, 'entry.server.tsx'),
    ).toEqual([])
  })

  it('an import cycle is an error', async () => {
    // favourite-heart.tsx imports lib/use-hydrated.ts: this text, linted as use-hydrated.ts, closes a cycle.
    const code =
      "import { FavouriteHeart } from '../components/ui/favourite-heart'\nexport const x = FavouriteHeart\n"
    expect(await rulesBroken(code, 'lib/use-hydrated.ts')).toContain('import-x/no-cycle')
  })
})

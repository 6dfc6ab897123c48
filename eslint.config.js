// One lint config for the whole repo. The import restrictions keep the dependency direction of
// docs/decisions/001-stack-and-layout.md: domain ← db ← server; web imports domain only. Inside
// the web app (decision 019): no import cycles, feature folders of app/components do not import
// each other (shared UI lives in components/ui), and `.server.ts` modules stay out of the browser.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'

const restrict = (patterns) => [
  'error',
  {
    patterns: patterns.map((group) => ({
      group,
      message: 'Breaks the dependency direction (see docs/decisions/001).',
    })),
  },
]

const web = path.join(import.meta.dirname, 'apps/web/app')
const components = path.join(web, 'components')
// Every folder of app/components but ui is a feature; new ones are covered as they appear.
const features = readdirSync(components, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name)

const webZones = [
  ...features.map((feature) => ({
    target: path.join(components, feature),
    from: components,
    except: [`./${feature}`, './ui'],
    message: `Features do not import each other: move what ${feature} shares to components/ui (or lib), and compose features in routes.`,
  })),
  {
    target: path.join(components, 'ui'),
    from: components,
    except: ['./ui'],
    message: 'Shared UI imports nothing from features.',
  },
  {
    target: path.join(web, 'lib'),
    from: [components, path.join(web, 'routes')],
    message: 'lib/ holds utilities and hooks for components and routes; it imports neither.',
  },
]

const serverOnly = {
  target: web,
  from: path.join(web, '**/*.server.{ts,tsx}'),
  message:
    'Server-only module: import it from entry.server.tsx or another .server module, never from code the browser runs.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'packages/db/migrations/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files no-cycle follows, and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The web app imports without extensions (Bundler resolution), Node code with them.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      // Type-only imports are erased and left out; a cycle of values is an error anywhere.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/app/entry.server.tsx',
      'apps/web/app/**/*.server.{ts,tsx}',
      'apps/web/app/**/*.test.ts',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, serverOnly] }] },
  },
  {
    // Server modules and tests may use other server modules; the folder rules still hold.
    files: [
      'apps/web/app/entry.server.tsx',
      'apps/web/app/**/*.server.{ts,tsx}',
      'apps/web/app/**/*.test.ts',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@serendib/db',
                '@serendib/db/*',
                '@serendib/server',
                '@serendib/server/*',
                '**/server/src/**',
              ],
              message: 'Breaks the dependency direction (see docs/decisions/001).',
            },
            {
              // The contract's types, not its schemas: zod stays out of the browser (decision 020).
              group: ['zod', 'zod/*', '@serendib/domain/api/*'],
              allowTypeImports: true,
              message:
                'Import the contract with `import type` (docs/decisions/020): no zod in the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin console and the supplier portal are code-split areas: their forms may validate
    // with the contract's schemas, and zod ships only in their chunks (decisions 020, 038).
    files: ['apps/web/app/{routes,components,lib}/{admin,supplier}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@serendib/db',
                '@serendib/db/*',
                '@serendib/server',
                '@serendib/server/*',
                '**/server/src/**',
              ],
              message: 'Breaks the dependency direction (see docs/decisions/001).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [
          '@serendib/db',
          '@serendib/db/*',
          '@serendib/server/*',
          '@serendib/web/*',
          'drizzle-orm',
          'drizzle-orm/*',
          'react',
          'fastify',
        ],
      ]),
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([['@serendib/server/*', '@serendib/web/*', 'fastify', 'react']]),
    },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'packages/db/src/seed/cli.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)

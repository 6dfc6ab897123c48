// One lint config for the whole repo. The import restrictions keep the dependency direction of
// docs/decisions/001-stack-and-layout.md: domain ← db ← server; web imports domain only.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': restrict([
        ['@serendib/db', '@serendib/db/*', '@serendib/server', '@serendib/server/*', '**/server/src/**'],
      ]),
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

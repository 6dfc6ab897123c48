import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema files and committed; never `push` (conventions).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/*.ts',
  out: './migrations',
  strict: true,
  verbose: true,
})

import path from 'node:path'
import { z } from 'zod'

/**
 * Every setting the server reads, with safe defaults for a laptop demo (see .env.example).
 * Parsed once at start so a bad value fails loudly before anything listens.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OAUTH_CLIENT_SECRET: z.string().min(8).default('serendib-demo-client-secret'),
  SMTP_URL: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  ADMIN_EMAIL: z.email().default('admin@serendib.lk'),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  databaseUrl: string | undefined
  /** Absent for an in-memory database (tests). */
  dataDir: string | undefined
  mediaDir: string
  logLevel: string
  oauthClientSecret: string
  smtpUrl: string | undefined
  seedDemo: boolean
  /** Where inquiries and other admin notices are mailed. */
  adminEmail: string
  /** Behind a TLS-terminating proxy: believe its X-Forwarded-* headers (client IP, https). */
  trustProxy: boolean
  /** How long catalogue answers (search, suggestions, tour detail) may be served from memory; 0 = off. */
  catalogueCacheMs: number
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    logLevel: e.LOG_LEVEL,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    seedDemo: e.SEED_DEMO === 'true',
    adminEmail: e.ADMIN_EMAIL,
    trustProxy: e.TRUST_PROXY === 'true',
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    ...overrides,
  }
}

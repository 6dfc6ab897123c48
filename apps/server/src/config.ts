import path from 'node:path'
import { z } from 'zod'
import { defaultMediaStoreKind } from '@serendib/db/media/open-media-store'
import type { MediaStoreKind } from '@serendib/db/media/media-store'
import { DEFAULT_COMMISSION_BPS, MAX_COMMISSION_BPS } from '@serendib/domain/earnings'
import { demoSecrets, ephemeralSecrets } from './startup/demo-secrets.ts'
import { PAYHERE_SANDBOX_URL, productionProblems } from './startup/production-check.ts'
import { parseTrustProxy, type TrustedProxies } from './startup/trust-proxy.ts'

/**
 * Every setting the server reads, with safe defaults for a laptop demo (see .env.example).
 * Parsed once at start so a bad value fails loudly before anything listens.
 */
const envSchema = z.object({
  /** demo (default): embedded demo data, sandbox payments, dev mailbox. production: checked strictly. */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  /** A streaming replica of DATABASE_URL for public catalogue reads (decision 052). */
  DATABASE_READ_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where images live: `database` (default with DATABASE_URL) or `folder` (DATA_DIR/media). */
  MEDIA_STORE: z.enum(['folder', 'database']).optional(),
  /** Who may read /metrics: with a token, `Authorization: Bearer <token>`; without, loopback only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset in demo mode: generated per install in DATA_DIR/secrets.json. Required in production. */
  OAUTH_CLIENT_SECRET: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  /**
   * smtp (the default with SMTP_URL) or log: each mail is only written to the log (recipient and
   * subject) and marked sent. Production refuses to start with neither (decision 031).
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  /** Default true in demo mode, false in production (where true is refused). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** false, a hop count, or the proxies' addresses/CIDRs (startup/trust-proxy.ts, decision 056). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .superRefine((value, ctx) => {
      try {
        parseTrustProxy(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
  ADMIN_EMAIL: z.email().default('admin@serendib.lk'),
  /** Signs captcha challenges and other server-made proofs; every process must share it. */
  APP_SECRET: z.string().min(16).optional(),
  /** Sender of every mail. */
  MAIL_FROM: z.string().default('Serendib <no-reply@serendib.lk>'),
  /** The dev mailbox page (/dev/mailbox): demo mode without SMTP_URL only; never in production. */
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  /** ALTCHA proof-of-work cost (PBKDF2 iterations per attempt); see docs/decisions. */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  /** Who takes the money (docs/decisions/013-payments.md): the built-in test page, or PayHere. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'payhere']).default('sandbox'),
  /** How long an unpaid order holds its seats. */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** An order without a signed-in customer holds its seats for less (issue 12). */
  ANONYMOUS_ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  /** Unpaid orders (seats held) one client IP, and one contact e-mail, may have at a time. */
  UNPAID_ORDERS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(5),
  UNPAID_ORDERS_PER_EMAIL: z.coerce.number().int().min(1).max(10_000).default(2),
  /** Unpaid orders an address may hold before a visitor's next checkout from it needs the captcha. */
  UNPAID_ORDERS_BEFORE_CAPTCHA: z.coerce.number().int().min(0).max(10_000).default(1),
  /**
   * Travellers one visitor's order (no signed-in customer) may hold on one tour and day: the
   * booking panel's largest party when this was set, 4 adults, 4 children and 4 infants (issue 27).
   */
  ANONYMOUS_TRAVELLERS_PER_TOUR_DAY: z.coerce.number().int().min(1).max(10_000).default(12),
  /**
   * Serendib's commission for suppliers without their own rate, in basis points (1500 = 15 %);
   * the same bounds as an admin's per-supplier rate (decision 044).
   */
  DEFAULT_COMMISSION_BPS: z.preprocess(
    // An empty value means "not set", not 0 % (z.coerce would read '' as 0).
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_COMMISSION_BPS).default(DEFAULT_COMMISSION_BPS),
  ),
  PAYHERE_MERCHANT_ID: z.string().optional(),
  PAYHERE_MERCHANT_SECRET: z.string().optional(),
  /** Unset: PayHere's sandbox, which production refuses (it takes no money). */
  PAYHERE_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Business app credentials for PayHere's refund and retrieval APIs (OAuth client credentials). */
  PAYHERE_APP_ID: z.string().optional(),
  PAYHERE_APP_SECRET: z.string().optional(),
})

export type SocialProviderName = 'google' | 'facebook' | 'apple'

/** An OpenID Connect provider we accept ID tokens from: its issuer and our client id there. */
export interface SocialProviderConfig {
  provider: SocialProviderName
  issuer: string
  clientId: string
}

export type PaymentProviderName = 'sandbox' | 'payhere'

export interface PayHereConfig {
  merchantId: string
  merchantSecret: string
  /** https://sandbox.payhere.lk or https://www.payhere.lk; no trailing slash. */
  baseUrl: string
  /** Refunds and the retrieval API need these; without them refunds are left to an operator. */
  appId: string | undefined
  appSecret: string | undefined
}

export type AppMode = 'demo' | 'production'

export interface Config {
  /** APP_MODE: the demo on a laptop, or production (checked at start; docs/decisions/031). */
  mode: AppMode
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  databaseUrl: string | undefined
  /** Decision 052: catalogue reads (search, details, home sections, sitemaps) go here when set. */
  databaseReadUrl: string | undefined
  /** Absent for an in-memory database (tests). */
  dataDir: string | undefined
  mediaDir: string
  /** Decision 039: every process on one PostgreSQL shares the `database` store. */
  mediaStore: MediaStoreKind
  logLevel: string
  /** Decision 041: unset = /metrics answers direct loopback requests only. */
  metricsToken: string | undefined
  oauthClientSecret: string
  smtpUrl: string | undefined
  /**
   * MAIL_TRANSPORT as set: `log` writes each mail to the log instead of sending it; unset, mail
   * goes over SMTP when smtpUrl is set and otherwise stays in the outbox (the dev mailbox).
   */
  mailTransport: 'smtp' | 'log' | undefined
  seedDemo: boolean
  /** Where inquiries and other admin notices are mailed. */
  adminEmail: string
  /** Which peers' X-Forwarded-For and X-Forwarded-Proto are believed (decision 056). */
  trustProxy: TrustedProxies
  /** How long catalogue answers (search, suggestions, tour detail) may be served from memory; 0 = off. */
  catalogueCacheMs: number
  appSecret: string
  mailFrom: string
  devMailbox: boolean
  /** Undefined: the captcha module's default. */
  captchaCost: number | undefined
  /** Only providers with a client id are offered and accepted. */
  socialProviders: SocialProviderConfig[]
  paymentProvider: PaymentProviderName
  orderPaymentMinutes: number
  anonymousOrderPaymentMinutes: number
  unpaidOrdersPerIp: number
  unpaidOrdersPerEmail: number
  unpaidOrdersBeforeCaptcha: number
  anonymousTravellersPerTourDay: number
  /** DEFAULT_COMMISSION_BPS: the commission of suppliers without their own rate. */
  defaultCommissionBps: number
  /** Set when a merchant id and secret are configured (PayHere notifications are then accepted). */
  payhere: PayHereConfig | undefined
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const production = e.APP_MODE === 'production'
  if (production) {
    const problems = productionProblems(e)
    if (problems.length > 0) {
      throw new Error(
        `Refusing to start in production mode (APP_MODE=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
    }
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new Error('Invalid configuration: MAIL_TRANSPORT=smtp needs SMTP_URL')
  }
  if (e.PAYMENT_PROVIDER === 'payhere' && !(e.PAYHERE_MERCHANT_ID && e.PAYHERE_MERCHANT_SECRET)) {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const secrets =
    e.APP_SECRET && e.OAUTH_CLIENT_SECRET
      ? undefined
      : e.NODE_ENV === 'test'
        ? ephemeralSecrets()
        : demoSecrets(dataDir)
  return {
    mode: e.APP_MODE,
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: (e.DATABASE_URL && e.DATABASE_READ_URL) || undefined,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaStore: e.MEDIA_STORE ?? defaultMediaStoreKind(e.DATABASE_URL || undefined),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || undefined,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET ?? secrets?.oauthClientSecret ?? '',
    smtpUrl: e.SMTP_URL || undefined,
    mailTransport: e.MAIL_TRANSPORT,
    seedDemo: (e.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    adminEmail: e.ADMIN_EMAIL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    appSecret: e.APP_SECRET ?? secrets?.appSecret ?? '',
    mailFrom: e.MAIL_FROM,
    // Production: off whatever SMTP_URL says (the check above refuses DEV_MAILBOX=true).
    devMailbox: !production && (e.DEV_MAILBOX ? e.DEV_MAILBOX === 'true' : !e.SMTP_URL),
    captchaCost: e.CAPTCHA_COST,
    socialProviders: (
      [
        { provider: 'google', issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID },
        { provider: 'facebook', issuer: e.FACEBOOK_ISSUER, clientId: e.FACEBOOK_CLIENT_ID },
        { provider: 'apple', issuer: e.APPLE_ISSUER, clientId: e.APPLE_CLIENT_ID },
      ] as const
    ).flatMap((p) =>
      p.clientId ? [{ provider: p.provider, issuer: p.issuer.replace(/\/$/, ''), clientId: p.clientId }] : [],
    ),
    paymentProvider: e.PAYMENT_PROVIDER,
    orderPaymentMinutes: e.ORDER_PAYMENT_MINUTES,
    anonymousOrderPaymentMinutes: e.ANONYMOUS_ORDER_PAYMENT_MINUTES,
    unpaidOrdersPerIp: e.UNPAID_ORDERS_PER_IP,
    unpaidOrdersPerEmail: e.UNPAID_ORDERS_PER_EMAIL,
    unpaidOrdersBeforeCaptcha: e.UNPAID_ORDERS_BEFORE_CAPTCHA,
    anonymousTravellersPerTourDay: e.ANONYMOUS_TRAVELLERS_PER_TOUR_DAY,
    defaultCommissionBps: e.DEFAULT_COMMISSION_BPS,
    payhere:
      e.PAYHERE_MERCHANT_ID && e.PAYHERE_MERCHANT_SECRET
        ? {
            merchantId: e.PAYHERE_MERCHANT_ID,
            merchantSecret: e.PAYHERE_MERCHANT_SECRET,
            baseUrl: (e.PAYHERE_BASE_URL ?? PAYHERE_SANDBOX_URL).replace(/\/$/, ''),
            appId: e.PAYHERE_APP_ID || undefined,
            appSecret: e.PAYHERE_APP_SECRET || undefined,
          }
        : undefined,
    ...overrides,
  }
}

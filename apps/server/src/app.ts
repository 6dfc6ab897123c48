import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import Fastify from 'fastify'
import autoload from '@fastify/autoload'
import compress from '@fastify/compress'
import type { ViteDevServer } from 'vite'
import type { Database } from '@serendib/db/client'
import type { Config } from './config.ts'
import { logHooks, logSerializers } from './startup/log-redaction.ts'
import { schemaController } from './contract/compilers.ts'
import { fastifyTrustProxy } from './startup/trust-proxy.ts'
import { assertZodContract } from './contract/zod-contract.ts'
import configPlugin from './plugins/config.ts'
import catalogueChanges from './plugins/catalogue-changes.ts'
import errors from './plugins/errors.ts'
import openapi from './plugins/openapi.ts'
import security, { clientErrorHandler } from './plugins/security.ts'
import db from './plugins/db.ts'
import media from './plugins/media.ts'
import productionGuard from './plugins/production-guard.ts'
import ssr from './plugins/ssr.ts'
import pageCache from './plugins/page-cache.ts'
import pageValidators from './plugins/page-validators.ts'
import payments from './plugins/payments.ts'
import catalogueCache from './plugins/catalogue-cache.ts'
import auth from './plugins/auth.ts'
import metrics from './plugins/metrics.ts'
import { RequestLogController } from './plugins/request-log.ts'
import bookingCompletionJob from './jobs/booking-completion.ts'
import responseDeadlineJob from './jobs/response-deadline.ts'
import balanceDueJob from './jobs/balance-due.ts'
import dayBeforeReminderJob from './jobs/day-before-reminder.ts'
import { voucherPdfFor } from './services/vouchers/voucher-pdf.ts'
import outboxWorker from './jobs/outbox-worker.ts'
import octoWebhookWorker from './jobs/octo-webhook-worker.ts'
import maintenanceJob from './jobs/maintenance.ts'
import orderExpiryJob from './jobs/order-expiry.ts'
import paymentReconciliationJob from './jobs/payment-reconciliation.ts'

export interface BuildOptions {
  config: Config
  /** An opened, migrated database (tests); otherwise the app opens one from the config. */
  database?: Database
  /** A replica's database for catalogue reads (tests; decision 052); otherwise DATABASE_READ_URL. */
  readDatabase?: Database
  /** Vite dev server for `npm run dev`; absent in production. */
  vite?: ViteDevServer
  /** Serve pages too (default). API tests turn it off so they need no web build. */
  pages?: boolean
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream
}

/** Makes the whole app: JSON API, media, and server-rendered pages on one Fastify instance. */
export async function build({
  config,
  database,
  readDatabase,
  vite,
  pages = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens in URLs never reach the log (startup/log-redaction.ts).
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      hooks: logHooks,
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new RequestLogController(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    return503OnClosing: true,
    // The first start migrates and seeds the demo catalogue (images included) before listening.
    pluginTimeout: 180_000,
    // Only the configured proxies may name the client (decision 056).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Zod schemas from packages/domain validate and serialise (decision 020).
    schemaController,
    clientErrorHandler,
  })

  await app.register(configPlugin, { config })
  await app.register(errors)
  await app.register(security, { development: Boolean(vite) })
  // Levels for pages rendered per request, by measurement (decision 068): brotli 3 and gzip 3
  // cost half of brotli 4 and gzip 6 for 4 % and 10 % more bytes. Stored pages are compressed
  // once, harder (plugins/page-cache.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 3 },
  })
  await app.register(db, { config, database, readDatabase })
  await app.register(media)
  // After the database: on PostgreSQL it LISTENs for other processes' changes (decision 040).
  await app.register(catalogueChanges)
  await app.register(metrics)
  await app.register(productionGuard)
  await app.register(auth)
  await app.register(payments)
  await app.register(catalogueCache)

  await app.register(openapi)
  // Route folders are URL prefixes (routes/api/supplier/… serves /api/supplier/…); an
  // autohooks.ts guards its whole folder. Route folders hold route plugins and their tests only,
  // and every route there declares its contract in zod (checked as it is registered).
  await app.register(async function contract(routes) {
    routes.addHook('onRoute', assertZodContract)
    await routes.register(autoload, {
      dir: path.join(import.meta.dirname, 'routes'),
      autoHooks: true,
      cascadeHooks: true,
      ignorePattern: /\.(?:test|spec)\.ts$/,
    })
  })
  await app.register(outboxWorker, {
    smtpUrl: config.smtpUrl,
    mailTransport: config.mailTransport,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    voucherPdf: (reference) => voucherPdfFor(app.database.db, config.appSecret, reference),
  })
  // Resellers' OCTO webhooks (decision 061); tests run its rounds themselves.
  await app.register(octoWebhookWorker, {
    keys: { secret: config.appSecret, publicUrl: config.publicUrl },
    allowPrivate: config.mode !== 'production',
    enabled: config.env !== 'test',
  })
  await app.register(maintenanceJob)
  await app.register(orderExpiryJob)
  await app.register(paymentReconciliationJob)
  await app.register(bookingCompletionJob, { config })
  await app.register(responseDeadlineJob, { config })
  await app.register(balanceDueJob, { config })
  await app.register(dayBeforeReminderJob, { config })

  if (pages) {
    // Dev mode renders fresh every time; production keeps public pages briefly (decision 008).
    if (!vite && config.catalogueCacheMs > 0)
      await app.register(pageCache, { ttlMs: config.catalogueCacheMs })
    // ETag and short shared-cache lifetimes on home and tour pages (decision 018).
    if (!vite)
      await app.register(pageValidators, { sharedSeconds: Math.round(config.catalogueCacheMs / 1000) })
    await app.register(ssr, { vite })
  }
  return app
}

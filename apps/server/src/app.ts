import type { FastifyInstance } from 'fastify'
import Fastify from 'fastify'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { ViteDevServer } from 'vite'
import type { Database } from '@serendib/db/client'
import type { Config } from './config.ts'
import errors from './plugins/errors.ts'
import security from './plugins/security.ts'
import db from './plugins/db.ts'
import ssr from './plugins/ssr.ts'
import pageCache from './plugins/page-cache.ts'
import healthRoutes from './routes/health.ts'
import seoRoutes from './routes/seo.ts'
import catalogueRoutes from './routes/catalogue/index.ts'
import auth from './plugins/auth.ts'
import authRoutes from './routes/auth/index.ts'
import bookingRoutes from './routes/booking/index.ts'
import paymentRoutes from './routes/payments/index.ts'
import bookingsAreaRoutes from './routes/account/bookings-area.ts'
import reviewsAreaRoutes from './routes/account/reviews-area.ts'
import supplierRoutes from './routes/supplier/index.ts'
import adminRoutes from './routes/admin/index.ts'
import bookingCompletionJob from './jobs/booking-completion.ts'
import devMailboxRoutes from './routes/dev-mailbox.ts'
import outboxWorker from './jobs/outbox-worker.ts'
import maintenanceJob from './jobs/maintenance.ts'
import orderExpiryJob from './jobs/order-expiry.ts'
import paymentReconciliationJob from './jobs/payment-reconciliation.ts'

export interface BuildOptions {
  config: Config
  /** An opened, migrated database (tests); otherwise the app opens one from the config. */
  database?: Database
  /** Vite dev server for `npm run dev`; absent in production. */
  vite?: ViteDevServer
  /** Serve pages too (default). API tests turn it off so they need no web build. */
  pages?: boolean
}

/** Makes the whole app: JSON API, media, and server-rendered pages on one Fastify instance. */
export async function build({
  config,
  database,
  vite,
  pages = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    return503OnClosing: true,
    // The first start migrates and seeds the demo catalogue (images included) before listening.
    pluginTimeout: 180_000,
    trustProxy: config.trustProxy,
    // Coerce query strings to numbers, but never a JSON array into a string field.
    ajv: {
      customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false, allowUnionTypes: true },
    },
  })

  await app.register(errors)
  await app.register(security, { development: Boolean(vite) })
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(db, { config, database })
  await app.register(auth)

  await app.register(healthRoutes)
  await app.register(seoRoutes, { publicUrl: config.publicUrl })
  await app.register(catalogueRoutes, {
    prefix: '/api',
    adminEmail: config.adminEmail,
    cacheTtlMs: config.catalogueCacheMs,
  })
  await app.register(authRoutes, { config })
  await app.register(bookingRoutes, { prefix: '/api', config })
  await app.register(paymentRoutes, { config })
  await app.register(bookingsAreaRoutes, { config })
  await app.register(reviewsAreaRoutes, { config })
  await app.register(supplierRoutes, { config })
  await app.register(adminRoutes, { config })
  if (config.devMailbox) await app.register(devMailboxRoutes)
  await app.register(outboxWorker, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
  })
  await app.register(maintenanceJob)
  await app.register(orderExpiryJob)
  await app.register(paymentReconciliationJob, { config })
  await app.register(bookingCompletionJob, { config })
  // Unknown API paths answer in the API's error shape, not with the HTML 404 page.
  app.all('/api/*', async (_request, reply) =>
    reply.status(404).send({ status: 'error', message: 'Not found' }),
  )
  app.all('/oauth/*', async (_request, reply) =>
    reply.status(404).send({ status: 'error', message: 'Not found' }),
  )

  await app.register(async (media) => {
    await media.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      // A media key never changes content: generated images get a new key when redrawn.
      immutable: true,
      maxAge: '365d',
    })
  })

  if (pages) {
    // Dev mode renders fresh every time; production keeps public pages briefly (decision 008).
    if (!vite && config.catalogueCacheMs > 0)
      await app.register(pageCache, { ttlMs: config.catalogueCacheMs })
    await app.register(ssr, { vite })
  }
  return app
}

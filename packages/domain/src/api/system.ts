/** The service's own answers: health, robots and sitemaps, the dev mailbox. */
import { z } from 'zod'

/** GET /healthz and /readyz. */
export const serviceStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string().optional(),
})

/** `/sitemaps/tours-{n}.xml`: n counts from 1. */
export const tourSitemapParamsSchema = z.object({ n: z.string().max(10) })

// ---- The dev mailbox (without SMTP_URL; never on in production) -----------------------------

export const mailboxQuerySchema = z.object({
  /** Only mail to this address (any case). */
  to: z.string().max(320).optional(),
})

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  /** 0 pending, 1 sent, 2 failed, 3 withdrawn (no longer applied; decision 011). */
  status: z.number().int(),
})
export type OutboxMailJson = z.output<typeof outboxMailSchema>

/** GET /api/dev/mailbox: the newest 50 mails, for browser tests and local work. */
export const mailboxReplySchema = z.object({ data: z.array(outboxMailSchema) })

// ---- GET /api/site-mode ----------------------------------------------------------------------

/** Demo or production (APP_MODE): the web shows the demo notice on every page of a demo. */
export const siteModeSchema = z.object({ mode: z.enum(['demo', 'production']) })
export type SiteMode = z.output<typeof siteModeSchema>

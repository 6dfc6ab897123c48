/**
 * The dev mailbox: without SMTP_URL, mail stays in the outbox and is read here (the demo, local
 * work, browser tests). Registered only when config.devMailbox is on; it shows everyone's
 * mail to anyone, so production sets SMTP_URL.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { desc, eq, sql } from 'drizzle-orm'
import { emailOutbox, OutboxStatus, type OutboxEmail } from '@serendib/db/schema/outbox'
import { escapeHtml } from '../services/email/enqueue-email.ts'

const LIMIT = 50
const statusNames: Record<number, string> = {
  [OutboxStatus.pending]: 'pending',
  [OutboxStatus.sent]: 'sent',
  [OutboxStatus.failed]: 'failed',
}

const toQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 320 } },
} as const

const mailJson = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    template: { type: ['string', 'null'] },
    text: { type: 'string' },
    html: { type: 'string' },
    created_at: { type: 'string' },
    status: { type: 'integer' },
  },
} as const

// The mail's own HTML runs in an opaque origin: no scripts, no access to this site's storage.
const MAIL_BODY_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'"

const PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#f5f5f4}
header{background:#0f766e;color:#fff;padding:12px 24px}header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;font-size:13px}main{max-width:960px;margin:0 auto;padding:16px}
form{margin:0 0 16px}input{padding:6px;width:280px}article{background:#fff;border-radius:6px;padding:12px 16px;margin:0 0 12px}
h2{font-size:16px;margin:0 0 4px}.meta{font-size:13px;color:#57534e;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#fafaf9;padding:8px;margin:0}a{color:#0f766e}`

async function newestMails(app: FastifyInstance, to: string | undefined): Promise<OutboxEmail[]> {
  return app.database.db
    .select()
    .from(emailOutbox)
    .where(to ? sql`lower(${emailOutbox.to}) = lower(${to.trim()})` : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(LIMIT)
}

/** Escaped text with its http(s) URLs made clickable (verification and reset links). */
function linkify(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0]
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return html + escapeHtml(text.slice(last))
}

function renderPage(mails: OutboxEmail[], to: string | undefined): string {
  const articles = mails.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.template ?? 'no template')} · ${m.createdAt.toISOString()} ·
${statusNames[m.status] ?? m.status} · <a href="/dev/mailbox/${m.id}" target="_blank" rel="noopener">HTML version</a></p>
<pre>${linkify(m.text)}</pre>
</article>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>Dev mailbox · Serendib</title><style>${PAGE_CSS}</style></head>
<body><header><h1>Dev mailbox</h1><p>No SMTP_URL is set, so e-mail is kept here instead of being sent.
Everyone who can reach this server can read it.</p></header>
<main><form method="get" action="/dev/mailbox"><input type="email" name="to" placeholder="Filter by recipient"
value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${articles.length ? articles.join('\n') : '<p>No mail yet.</p>'}
</main></body></html>`
}

function privatePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
}

export default async function devMailboxRoutes(app: FastifyInstance) {
  app.log.warn(
    'The dev mailbox is on (/dev/mailbox): it shows every e-mail to anyone who can reach the server. ' +
      'Set SMTP_URL in production.',
  )

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { querystring: toQuery } },
    async (request, reply) => {
      const to = request.query.to || undefined
      const mails = await newestMails(app, to)
      return privatePage(reply).type('text/html; charset=utf-8').send(renderPage(mails, to))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/dev/mailbox/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
          required: ['id'],
        },
      },
    },
    async (request, reply) => {
      const [mail] = await app.database.db
        .select({ html: emailOutbox.html })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, request.params.id))
      privatePage(reply).type('text/html; charset=utf-8')
      if (!mail) return reply.status(404).send('<!doctype html><title>Not found</title><p>No such mail.</p>')
      return reply.header('content-security-policy', MAIL_BODY_CSP).send(mail.html)
    },
  )

  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/mailbox',
    {
      schema: {
        querystring: toQuery,
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: mailJson } } },
        },
      },
    },
    async (request, reply) => {
      const mails = await newestMails(app, request.query.to || undefined)
      privatePage(reply)
      return {
        data: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          template: m.template,
          text: m.text,
          html: m.html,
          created_at: m.createdAt.toISOString(),
          status: m.status,
        })),
      }
    },
  )
}

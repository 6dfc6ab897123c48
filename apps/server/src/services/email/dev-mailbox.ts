/**
 * The dev mailbox (docs/decisions/011-email-outbox.md): without SMTP_URL, mail stays in the
 * outbox and is read at /dev/mailbox. It shows everyone's mail to anyone, so it is on only
 * without SMTP (config.devMailbox).
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@serendib/db/client'
import { emailOutbox, OutboxStatus, type OutboxEmail } from '@serendib/db/schema/outbox'
import type { OutboxMailJson } from '@serendib/domain/api/system'
import { escapeHtml } from './enqueue-email.ts'

const LIMIT = 50
const statusNames: Record<number, string> = {
  [OutboxStatus.pending]: 'pending',
  [OutboxStatus.sent]: 'sent',
  [OutboxStatus.failed]: 'failed',
  [OutboxStatus.withdrawn]: 'withdrawn',
}

/** The mail's own HTML runs in an opaque origin: no scripts, no access to this site's storage. */
export const MAIL_BODY_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'"

const PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#f5f5f4}
header{background:#0f766e;color:#fff;padding:12px 24px}header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;font-size:13px}main{max-width:960px;margin:0 auto;padding:16px}
form{margin:0 0 16px}input{padding:6px;width:280px}article{background:#fff;border-radius:6px;padding:12px 16px;margin:0 0 12px}
h2{font-size:16px;margin:0 0 4px}.meta{font-size:13px;color:#57534e;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#fafaf9;padding:8px;margin:0}a{color:#0f766e}`

/** The newest mails, to one address (any case) when `to` is given. */
export async function newestMails(db: Db, to: string | undefined): Promise<OutboxEmail[]> {
  return db
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

/** The mailbox page: each mail's text with its links made clickable, newest first. */
export function mailboxPage(mails: OutboxEmail[], to: string | undefined): string {
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

/** One mail's own HTML, or null when there is no such mail. */
export async function mailHtml(db: Db, id: number): Promise<string | null> {
  const [mail] = await db.select({ html: emailOutbox.html }).from(emailOutbox).where(eq(emailOutbox.id, id))
  return mail?.html ?? null
}

export const mailJson = (m: OutboxEmail): OutboxMailJson => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  template: m.template,
  text: m.text,
  html: m.html,
  created_at: m.createdAt.toISOString(),
  status: m.status,
})

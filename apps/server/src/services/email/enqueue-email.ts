import { emailOutbox } from '@serendib/db/schema/outbox'
import type { Database } from '@serendib/db/client'

type Db = Database['db']
/** A database or an open transaction: mail is written in the same transaction as its event. */
type Writer = Pick<Db, 'insert'>

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html: string
  template: string
  /** Attach this booking's voucher PDF at send time (issue 14). */
  attachVoucher?: string
}

export async function enqueueEmail(writer: Writer, email: OutgoingEmail): Promise<void> {
  await writer.insert(emailOutbox).values(email)
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML mail bodies: names and messages come from visitors. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
}

/**
 * Abuse protection shared by every app process: rate-limit counters and spent one-time
 * proofs (captcha solutions, social sign-in nonces) live in the database, so N processes
 * behind a load balancer count and refuse together.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { instant } from './columns.ts'

/** Fixed-window counters: one row per (bucket, subject, window). Old windows are swept. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** What is limited, e.g. 'sign-in:ip' or 'reset:account'. */
    bucket: text('bucket').notNull(),
    /** Hex SHA-256 of the IP address or the lower-cased e-mail, so the table holds no PII. */
    subjectHash: text('subject_hash').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subjectHash, t.windowStart] })],
)

/** A proof that may be used once: inserting it twice fails on the primary key. */
export const spentProofs = pgTable(
  'spent_proofs',
  {
    /** 'altcha' | 'social-nonce'. */
    kind: text('kind').notNull(),
    proofHash: text('proof_hash').notNull(),
    /** After this the proof is refused anyway (its own expiry), so the row can be swept. */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.proofHash] })],
)

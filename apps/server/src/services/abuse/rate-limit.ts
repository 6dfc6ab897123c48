/**
 * Fixed-window rate limits counted in the database (table rate_limit_hits), so every app
 * process behind a load balancer shares the same counters. One upsert per counted event.
 */
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { rateLimitHits } from '@serendib/db/schema/abuse'
import type { DbOrTx } from '@serendib/db/client'
import { TooManyRequestsError } from '@serendib/domain/errors'
import { AccountMessages } from '@serendib/domain/messages/accounts'

export interface RateLimitRule {
  /** Names the limit and what it counts, e.g. 'sign-in-failure:ip'. */
  bucket: string
  limit: number
  windowSeconds: number
}

/** The limits of the accounts area; the note of issue 4 and docs/decisions/010 explain the numbers. */
export const RateLimits = {
  /**
   * Sign-ins (docs/decisions/030): every attempt is counted before its password is checked and
   * taken back when it succeeds. Past `limit` failures the captcha is required (the owner still
   * gets in); the per-IP hard ceiling refuses outright.
   */
  signInFailuresPerAccount: { bucket: 'sign-in-failure:account', limit: 10, windowSeconds: 15 * 60 },
  /** A hotel's shared address: past this many failures its sign-ins need the captcha too. */
  signInFailuresPerIp: { bucket: 'sign-in-failure:ip', limit: 20, windowSeconds: 15 * 60 },
  /** Far above anything people behind one address do: a guessing machine, refused (429). */
  signInHardCeilingPerIp: { bucket: 'sign-in-failure:ip', limit: 200, windowSeconds: 15 * 60 },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { bucket: 'reset:ip', limit: 10, windowSeconds: 60 * 60 },
  /** Each reset sends a mail: a few per hour protect the inbox of the account's owner. */
  resetPerAccount: { bucket: 'reset:account', limit: 5, windowSeconds: 60 * 60 },
  socialPerIp: { bucket: 'social:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Inquire Now and the deals list: visitors without an account (issue 12 item 5). */
  inquiriesPerIp: { bucket: 'inquiry:ip', limit: 5, windowSeconds: 60 * 60 },
  subscriptionsPerIp: { bucket: 'subscription:ip', limit: 10, windowSeconds: 60 * 60 },
  /** The same inquiry (sender and text) again within a day: stored and mailed once. */
  duplicateInquiry: { bucket: 'inquiry:same', limit: 1, windowSeconds: 24 * 60 * 60 },
  /** Inquiry mails to the admin from everyone together; past it they wait in the admin console. */
  inquiryMailsToAdmin: { bucket: 'inquiry:admin-mail', limit: 30, windowSeconds: 60 * 60 },
  /**
   * OCTO requests with a key that is not valid, per address (issue 27): past this, every request
   * from the address is refused before its key is looked at, a good key's too.
   */
  octoUnknownKeysPerIp: { bucket: 'octo-unknown-key:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Verification re-sends: each sends a mail to the account's address. */
  verificationMailsPerAccount: { bucket: 'verify-resend:account', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

function subjectHash(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('hex')
}

function currentWindow(rule: RateLimitRule, now = Date.now()) {
  const windowMs = rule.windowSeconds * 1000
  const start = Math.floor(now / windowMs) * windowMs
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
  }
}

function refuse(retryAfterSeconds: number): never {
  throw new TooManyRequestsError(AccountMessages.tooManyAttempts, retryAfterSeconds)
}

/** Counts one event and refuses it (429) when it goes over the limit. */
export async function consume(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const hits = await record(db, rule, subject)
  if (hits > rule.limit) refuse(currentWindow(rule).retryAfterSeconds)
}

/** Refuses (429) when earlier events already reached the limit; counts nothing. */
export async function assertUnderLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const window = currentWindow(rule)
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.subjectHash, subjectHash(subject)),
        eq(rateLimitHits.windowStart, window.start),
      ),
    )
  if (row && row.hits >= rule.limit) refuse(window.retryAfterSeconds)
}

/** Counts one event; returns the window's count including it. */
export async function record(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<number> {
  return (await countHit(db, rule, subject)).hits
}

/** One counted event: its place in the window (1 = first) and what `releaseHit` needs to undo it. */
export interface CountedHit {
  hits: number
  windowStart: Date
  retryAfterSeconds: number
}

/**
 * Counts one event in a single upsert and returns its place in the window. Concurrent callers
 * (in any process) each get a distinct count, so "is this the 11th?" has one answer.
 */
export async function countHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<CountedHit> {
  const window = currentWindow(rule)
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: rule.bucket, subjectHash: subjectHash(subject), windowStart: window.start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.subjectHash, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits })
  return { hits: row?.hits ?? 1, windowStart: window.start, retryAfterSeconds: window.retryAfterSeconds }
}

/** Takes back an event counted by `countHit` (it turned out not to count, e.g. a good sign-in). */
export async function releaseHit(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
  hit: CountedHit,
): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.subjectHash, subjectHash(subject)),
        eq(rateLimitHits.windowStart, hit.windowStart),
      ),
    )
}

/** Deletes windows that ended more than a day ago (called by the periodic jobs). */
export async function sweepRateLimits(db: DbOrTx): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(Date.now() - 24 * 60 * 60 * 1000)))
}

/**
 * The reseller an OCTO request's bearer key names, with guessing capped (issue 27): keys that are
 * not valid are counted per address, and past `RateLimits.octoUnknownKeysPerIp` every request
 * from that address is refused (429) before its key is looked at, so no further guess is tried.
 */
import type { Db } from '@serendib/db/client'
import { TooManyRequestsError } from '@serendib/domain/errors'
import { OctoError, OctoMessages } from '@serendib/domain/octo'
import { assertUnderLimit, countHit, RateLimits } from '../abuse/rate-limit.ts'
import { authenticateApiKey } from './resellers.ts'

const rule = RateLimits.octoUnknownKeysPerIp

/** OCTO's 429, with the Retry-After the area's error handler sends. */
function tooMany(retryAfterSeconds: number): OctoError {
  return Object.assign(new OctoError('TOO_MANY_REQUESTS', OctoMessages.tooManyUnknownKeys, {}, 429), {
    retryAfterSeconds,
  })
}

export async function authenticateOctoKey(
  db: Db,
  key: string,
  { ip, demoAllowed }: { ip: string; demoAllowed: boolean },
): ReturnType<typeof authenticateApiKey> {
  await assertUnderLimit(db, rule, ip).catch((error: unknown) => {
    throw error instanceof TooManyRequestsError ? tooMany(error.retryAfterSeconds) : error
  })
  try {
    return await authenticateApiKey(db, key, demoAllowed)
  } catch (error) {
    // Unknown keys only: a revoked key (403) is a reseller's stale configuration, not a guess.
    if (error instanceof OctoError && error.httpStatus === 401) {
      // Each failure's place in the window is its own, so exactly `limit` of a burst answer 401.
      const hit = await countHit(db, rule, ip)
      if (hit.hits > rule.limit) throw tooMany(hit.retryAfterSeconds)
    }
    throw error
  }
}

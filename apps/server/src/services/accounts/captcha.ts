/**
 * ALTCHA proof-of-work captcha for the sign-up forms (architecture brief: self-hosted, works
 * offline). Challenges are signed with the app secret, so any app process can verify any
 * challenge; a solved challenge is spent once in the database, so a replay is refused.
 */
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify } from 'altcha-lib/frameworks/shared'
import type { Challenge } from 'altcha-lib/types'
import type { DbOrTx } from '@serendib/db/client'
import { spendProof } from '../abuse/spent-proofs.ts'

/**
 * PBKDF2 iterations per attempt and the secret counter's range: about 2 million SHA-256
 * rounds on average, ~0.25 s in Node on our 2-core machine and about a second on a phone's
 * browser with the widget's workers (docs/decisions/010-accounts.md).
 */
export const DEFAULT_CAPTCHA_COST = 500
const COUNTER_RANGE = { min: 1000, max: 3000 } as const
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000

export interface CaptchaOptions {
  appSecret: string
  cost?: number
}

/** Two secrets derived from the app secret: one signs challenges, one signs derived keys. */
function secrets(appSecret: string) {
  const derive = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest('hex')
  return { challenge: derive('altcha-challenge'), key: derive('altcha-key') }
}

export async function newCaptchaChallenge({ appSecret, cost }: CaptchaOptions): Promise<Challenge> {
  const { challenge, key } = secrets(appSecret)
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: cost ?? DEFAULT_CAPTCHA_COST,
    counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  })
}

/**
 * True only for a genuine, unexpired solution seen for the first time. Never throws: a
 * forged, malformed or replayed payload is simply not verified.
 */
export async function verifyCaptcha(
  db: DbOrTx,
  payload: unknown,
  { appSecret }: CaptchaOptions,
): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 10_000) return false
  const { challenge, key } = secrets(appSecret)
  const store = {
    async get() {
      return undefined
    },
    async set() {},
    setIfAbsent: (id: string) => spendProof(db, 'altcha', id, new Date(Date.now() + CHALLENGE_LIFETIME_MS)),
  }
  try {
    const result = await verify(payload, deriveKey, challenge, key, store)
    return result.error === null
  } catch {
    return false
  }
}

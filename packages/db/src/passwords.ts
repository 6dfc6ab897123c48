/**
 * Password hashing with scrypt from node:crypto (no native dependency). The stored string
 * names its algorithm and parameters, so the accounts work can move to argon2id later and
 * still verify old hashes, rehashing them on the next successful login.
 *
 * Format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
/** OWASP's scrypt minimum (N=2^17, r=8, p=1) uses 128 MiB; this is the same cost class at 16 MiB, per login. */
const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes plus slack, or large N values throw.
    const maxmem = 256 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r)
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** False for a wrong password and for a hash this module cannot read; never throws on bad input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, hashText] = stored.split('$')
  if (algorithm !== 'scrypt' || !saltText || !hashText) return false
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  if (![options.N, options.r, options.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false
  const expected = Buffer.from(hashText, 'base64')
  if (expected.length !== KEY_LENGTH) return false
  try {
    const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), options)
    return timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}

/** True when the hash was made with weaker parameters than today's: rehash after login. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$')
  return algorithm !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p
}

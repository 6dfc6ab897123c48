/**
 * Password hashing with argon2id from node:crypto (Node 24.7+, no native dependency).
 * The stored string names its algorithm and parameters, so parameters can be raised later:
 * `needsRehash` tells the sign-in code to rehash after a successful login. Hashes made by
 * the first demo seeds (scrypt) still verify and are rehashed on their next login.
 *
 * Format: argon2id$<memory KiB>$<passes>$<parallelism>$<salt base64>$<hash base64>
 */
import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const TAG_LENGTH = 32
/** OWASP's second argon2id profile: 19 MiB, 2 passes, 1 lane (~30 ms on our 2-core machine). */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const

interface Argon2Params {
  memory: number
  passes: number
  parallelism: number
}

function argon2id(password: string, nonce: Buffer, params: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password.normalize('NFKC'), nonce, tagLength: TAG_LENGTH, ...params },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await argon2id(password, salt, PARAMS)
  return [
    'argon2id',
    PARAMS.memory,
    PARAMS.passes,
    PARAMS.parallelism,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$')
}

const positiveInts = (...values: number[]) => values.every((v) => Number.isSafeInteger(v) && v > 0)

/** False for a wrong password and for a hash this module cannot read; never throws on bad input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, a, b, c, saltText, hashText] = stored.split('$')
  if (!saltText || !hashText) return false
  const salt = Buffer.from(saltText, 'base64')
  const expected = Buffer.from(hashText, 'base64')
  const [first, second, third] = [Number(a), Number(b), Number(c)]
  if (!positiveInts(first, second, third)) return false
  try {
    if (algorithm === 'argon2id') {
      if (expected.length !== TAG_LENGTH || first > 1_048_576) return false
      const actual = await argon2id(password, salt, { memory: first, passes: second, parallelism: third })
      return timingSafeEqual(actual, expected)
    }
    if (algorithm === 'scrypt') {
      const actual = await legacyScrypt(password, salt, first, second, third, expected.length)
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    }
    return false
  } catch {
    return false
  }
}

/** Session 1's seed hashed with scrypt; kept only to verify (and then rehash) those hashes. */
function legacyScrypt(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** True when the hash was made with another algorithm or weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [algorithm, memory, passes, parallelism] = stored.split('$')
  return (
    algorithm !== 'argon2id' ||
    Number(memory) !== PARAMS.memory ||
    Number(passes) !== PARAMS.passes ||
    Number(parallelism) !== PARAMS.parallelism
  )
}

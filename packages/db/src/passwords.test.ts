import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Serendib!2026')
    expect(hash.startsWith('argon2id$19456$2$1$')).toBe(true)
    expect(await verifyPassword('Serendib!2026', hash)).toBe(true)
    expect(await verifyPassword('serendib!2026', hash)).toBe(false)
    expect(needsRehash(hash)).toBe(false)
  })

  it("still verifies the first seeds' scrypt hashes, and asks for a rehash", async () => {
    // Made by session 1's hashPassword: scrypt N=2^14, r=8, p=1, 64-byte key.
    const { scryptSync, randomBytes } = await import('node:crypto')
    const salt = randomBytes(16)
    const key = scryptSync('Serendib!2026', salt, 64, { N: 2 ** 14, r: 8, p: 1 })
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
    expect(await verifyPassword('Serendib!2026', legacy)).toBe(true)
    expect(await verifyPassword('wrong', legacy)).toBe(false)
    expect(needsRehash(legacy)).toBe(true)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects malformed or foreign hashes without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      '$2b$10$abcdefghijklmnopqrstuv',
      'scrypt$x$8$1$c2FsdA==$aGFzaA==',
      'argon2id$99999999$2$1$c2FsdA==$aGFzaA==',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })
})

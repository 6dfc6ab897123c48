import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Serendib!2026')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(await verifyPassword('Serendib!2026', hash)).toBe(true)
    expect(await verifyPassword('serendib!2026', hash)).toBe(false)
    expect(needsRehash(hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects malformed or foreign hashes without throwing', async () => {
    for (const stored of ['', 'plain', '$2b$10$abcdefghijklmnopqrstuv', 'scrypt$x$8$1$c2FsdA==$aGFzaA==']) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })
})

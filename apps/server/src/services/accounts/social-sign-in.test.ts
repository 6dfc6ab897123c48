import { describe, expect, it } from 'vitest'
import { createOidcVerifier, OidcUnavailableError } from './oidc-discovery.ts'
import {
  createSocialNonce,
  SOCIAL_NONCE_TTL_SECONDS,
  socialNonceExpiry,
  socialProfile,
  socialRedirectUri,
} from './social-sign-in.ts'

const secret = 'a-test-secret-of-some-length'
const now = Date.UTC(2026, 0, 15, 12, 0, 0)

describe('social sign-in nonces', () => {
  it('are accepted until they expire, by the provider they were made for', () => {
    const nonce = createSocialNonce(secret, 'google', now)
    expect(socialNonceExpiry(secret, 'google', nonce, now)?.getTime()).toBe(
      now + SOCIAL_NONCE_TTL_SECONDS * 1000,
    )
    expect(
      socialNonceExpiry(secret, 'google', nonce, now + SOCIAL_NONCE_TTL_SECONDS * 1000 - 1000),
    ).not.toBeNull()
    expect(socialNonceExpiry(secret, 'google', nonce, now + SOCIAL_NONCE_TTL_SECONDS * 1000)).toBeNull()
    expect(socialNonceExpiry(secret, 'apple', nonce, now)).toBeNull()
    expect(socialNonceExpiry('another-secret-entirely', 'google', nonce, now)).toBeNull()
  })

  it('are never the same twice', () => {
    expect(createSocialNonce(secret, 'google', now)).not.toBe(createSocialNonce(secret, 'google', now))
  })

  it('refuse any change and anything that is not a nonce', () => {
    const [random = '', expiry = '', mac = ''] = createSocialNonce(secret, 'google', now).split('.')
    const later = String(Number(expiry) + 3600)
    const flipped = `${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}`
    for (const forged of [
      `${random}.${later}.${mac}`,
      `${flipped}.${expiry}.${mac}`,
      `${random}.${expiry}.${mac.slice(0, -1)}`,
      `${random}.${expiry}`,
      '',
      'nonce',
      undefined,
      42,
    ]) {
      expect(socialNonceExpiry(secret, 'google', forged, now)).toBeNull()
    }
  })
})

describe('socialProfile', () => {
  it("reads Apple's string email_verified and counts a missing one (Facebook) as unverified", () => {
    expect(socialProfile({ sub: 'a', email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(
      true,
    )
    expect(socialProfile({ sub: 'g', email: 'g@example.com', email_verified: true }).emailVerified).toBe(true)
    expect(socialProfile({ sub: 'g', email: 'g@example.com', email_verified: false }).emailVerified).toBe(
      false,
    )
    expect(socialProfile({ sub: 'f', email: 'f@example.com' }).emailVerified).toBe(false)
  })

  it('takes names from given and family name, or splits the full name', () => {
    expect(socialProfile({ sub: 'x', given_name: ' Nimal ', family_name: 'Perera' })).toMatchObject({
      firstName: 'Nimal',
      lastName: 'Perera',
    })
    expect(socialProfile({ sub: 'x', name: 'Anne Marie de Silva' })).toMatchObject({
      firstName: 'Anne',
      lastName: 'Marie de Silva',
    })
    expect(socialProfile({ sub: 'x' })).toMatchObject({ firstName: '', lastName: '', email: null })
    expect(socialProfile({ sub: 'x', email: 'not an address' }).email).toBeNull()
  })
})

describe('socialRedirectUri', () => {
  it('sends Apple (form_post) to the API and the others to the callback page', () => {
    expect(socialRedirectUri('https://serendib.lk', 'google')).toBe(
      'https://serendib.lk/login/social/callback',
    )
    expect(socialRedirectUri('https://serendib.lk', 'apple')).toBe(
      'https://serendib.lk/api/auth/social/callback',
    )
  })
})

describe('OIDC discovery', () => {
  it('reports an unreachable provider as unavailable, not as a bad token', async () => {
    const oidc = createOidcVerifier({ timeoutMs: 2000 })
    await expect(oidc.metadata('http://127.0.0.1:9')).rejects.toBeInstanceOf(OidcUnavailableError)
    await expect(
      oidc.verifyIdToken('a.b.c', { issuer: 'http://127.0.0.1:9', clientId: 'x' }),
    ).rejects.toBeInstanceOf(OidcUnavailableError)
  })
})

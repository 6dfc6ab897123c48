import type { SessionUser } from '@serendib/domain/accounts'
import { describe, expect, it } from 'vitest'
import { EMPTY_SESSION, parseSession } from './session-state'

const user: SessionUser = {
  id: 7,
  avatar: null,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Perera',
  phone_number: null,
  user_type: 3,
  email_verified: true,
}
const authToken = { access_token: 'abc', token_type: 'Bearer' as const, expires_in: 3600 }

describe('parseSession', () => {
  it('restores a stored login', () => {
    const stored = { user, authToken, loggedIn: true, location: { id: 3, name: 'Kandy' }, date: '2026-04-01' }
    expect(parseSession(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
  })

  it('starts fresh on missing or damaged values', () => {
    expect(parseSession(null)).toBe(EMPTY_SESSION)
    expect(parseSession('garbage')).toBe(EMPTY_SESSION)
    expect(parseSession([1, 2])).toBe(EMPTY_SESSION)
    expect(parseSession({ loggedIn: 'yes', authToken: { access_token: 5 } })).toEqual(EMPTY_SESSION)
  })

  it('is not logged in without both a token and a user', () => {
    expect(parseSession({ loggedIn: true, authToken }).loggedIn).toBe(false)
    expect(parseSession({ loggedIn: true, user }).loggedIn).toBe(false)
    expect(parseSession({ loggedIn: true, user }).user).toBeNull()
    expect(parseSession({ loggedIn: false, user, authToken }).loggedIn).toBe(false)
  })

  it('keeps the selected location and date of a visitor who is not logged in', () => {
    const session = parseSession({
      loggedIn: false,
      location: { id: 1, name: 'Colombo' },
      date: '2026-05-02',
    })
    expect(session).toEqual({ ...EMPTY_SESSION, location: { id: 1, name: 'Colombo' }, date: '2026-05-02' })
  })
})
